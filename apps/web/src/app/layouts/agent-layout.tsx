import { ActionIcon, AppShell, Box, Burger, Button, Group, NavLink, Tooltip } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import {
  type Icon,
  IconCalendarPlus,
  IconFileInvoice,
  IconHistory,
  IconInbox,
  IconLogout,
  IconReceipt,
  IconUser,
  IconWallet,
} from '@tabler/icons-react';
import { useEffect } from 'react';
import { AgentBalance } from '../../features/agents/components/agent-balance';
import { LowBalanceBanner } from '../../features/top-up-requests/components/low-balance-banner';
import type nav from '../../locales/en/nav.json';
import { logout } from '../../shared/auth/session';
import { useSignedInAgent } from '../../shared/auth/use-auth';
import { BREAKPOINTS_PX, MOBILE_BELOW } from '../../shared/config';
import { languageFromPath, localizePath, stripLanguagePrefix } from '../../shared/i18n/language';
import { useTranslation } from '../../shared/i18n/translation';
import { PushSwitch } from '../../shared/notifications/push-setting';
import { useLiveUpdates } from '../../shared/notifications/use-live-updates';
import { Link, Outlet, useLocation } from '../../shared/router/react';
import { BrandLink } from '../../shared/ui/brand';
import { LanguageSwitch } from '../../shared/ui/language-switch';
import { AccountMenu } from './account-menu';
import classes from './shell-layout.module.css';

// Saved places are one click away on the profile page: the desktop header holds no more than this.
const agentMenu: { label: keyof typeof nav.agentMenu; to: string; icon: Icon }[] = [
  { label: 'newBooking', to: '/panel', icon: IconCalendarPlus },
  { label: 'requests', to: '/panel/requests', icon: IconInbox },
  { label: 'tripsHistory', to: '/panel/profile/trips-history', icon: IconHistory },
  { label: 'wallet', to: '/panel/profile/wallet-transactions', icon: IconWallet },
  { label: 'invoices', to: '/panel/profile/invoices', icon: IconFileInvoice },
  { label: 'topUps', to: '/panel/top-up-requests', icon: IconReceipt },
  { label: 'profile', to: '/panel/profile', icon: IconUser },
];

/** The agent panel: navigation in the header on desktop, behind a burger below lg. */
export function AgentLayout() {
  const { t } = useTranslation(['nav', 'common']);
  const agent = useSignedInAgent();
  useLiveUpdates('Agent');
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const mobile = useMediaQuery(`(max-width: ${(BREAKPOINTS_PX[MOBILE_BELOW] - 0.1) / 16}em)`) ?? false;
  /** Between lg and xl the header is crowded (six links, the balance): its links drop their icons. */
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS_PX.xl / 16}em)`) ?? false;
  /** A collapsed sidebar is off-screen: keep it out of the tab order and the accessibility tree too. */
  const navbarHidden = mobile ? !opened : true;
  const language = languageFromPath(pathname);
  const current = stripLanguagePrefix(pathname).replace(/\/+$/, '') || '/';

  useEffect(() => {
    if (current) close();
  }, [current, close]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 280, breakpoint: MOBILE_BELOW, collapsed: { mobile: !opened, desktop: true } }}
      padding={{ base: 'md', md: 'lg' }}
    >
      <AppShell.Header>
        <Group h="100%" px={{ base: 'xs', xs: 'md' }} justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom={MOBILE_BELOW}
              size="sm"
              aria-label={t(opened ? 'common:closeNavigation' : 'common:openNavigation')}
              aria-expanded={opened}
              aria-controls="agent-navigation"
            />
            <BrandLink to={localizePath('/panel', language)} compact />
          </Group>
          <Group
            component="nav"
            aria-label={t('agentNavigation')}
            gap={4}
            visibleFrom={MOBILE_BELOW}
            wrap="nowrap"
          >
            {agentMenu.map((item) => (
              <Button
                key={item.to}
                component={Link}
                to={localizePath(item.to, language)}
                variant={current === item.to ? 'light' : 'subtle'}
                color={current === item.to ? undefined : 'gray'}
                aria-current={current === item.to ? 'page' : undefined}
                leftSection={wide ? <item.icon size={18} aria-hidden="true" /> : undefined}
                className={classes.headerLink}
              >
                {t(`agentMenu.${item.label}`)}
              </Button>
            ))}
          </Group>
          <Group gap="xs" wrap="nowrap">
            {/* The wallet balance (GET /agents/currentAgentData). */}
            <Box data-slot="agent-balance" style={{ flexShrink: 0 }}>
              <AgentBalance />
            </Box>
            <LanguageSwitch compact />
            {agent && (
              // On phones the header keeps the balance; the account menu's password change is also on the
              // personal info page.
              <Box visibleFrom="sm">
                <AccountMenu
                  name={agent.name}
                  email={agent.email}
                  avatarUrl={agent.avatarUrl}
                  nameVisibleFrom="xl"
                />
              </Box>
            )}
            <Tooltip label={t('common:logout')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                onClick={() => logout()}
                aria-label={t('common:logout')}
              >
                <IconLogout size={20} aria-hidden="true" className="mirror-in-rtl" />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar
        id="agent-navigation"
        inert={navbarHidden}
        aria-hidden={navbarHidden || undefined}
        aria-label={t('agentNavigation')}
        component="nav"
        p="sm"
      >
        {agentMenu.map((item) => (
          <NavLink
            key={item.to}
            component={Link}
            to={localizePath(item.to, language)}
            label={t(`agentMenu.${item.label}`)}
            leftSection={<item.icon size={18} aria-hidden="true" />}
            active={current === item.to}
            aria-current={current === item.to ? 'page' : undefined}
          />
        ))}
        {/* Phones have no account menu here: the push setting sits under the links. */}
        <Box hiddenFrom="sm" px="sm" pt="md">
          <PushSwitch />
        </Box>
      </AppShell.Navbar>

      <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
        <LowBalanceBanner />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
