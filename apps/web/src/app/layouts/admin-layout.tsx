import { ActionIcon, AppShell, Burger, Group, NavLink, ScrollArea, Text, Tooltip } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useEffect } from 'react';
import { logout } from '../../shared/auth/session';
import { useSignedInAdmin } from '../../shared/auth/use-auth';
import { BREAKPOINTS_PX, MOBILE_BELOW } from '../../shared/config';
import { languageFromPath, localizePath, stripLanguagePrefix } from '../../shared/i18n/language';
import { useTranslation } from '../../shared/i18n/translation';
import { useLiveUpdates } from '../../shared/notifications/use-live-updates';
import { Link, Outlet, useLocation } from '../../shared/router/react';
import { BrandLink } from '../../shared/ui/brand';
import { LanguageSwitch } from '../../shared/ui/language-switch';
import { AccountMenu } from './account-menu';
import { type AdminNavLink, visibleAdminNavigation } from './admin-navigation';
import classes from './shell-layout.module.css';

/** The admin back office: header, a permission-filtered sidebar (behind a burger below lg), the page. */
export function AdminLayout() {
  const { t } = useTranslation(['nav', 'common']);
  const admin = useSignedInAdmin();
  useLiveUpdates('Admin');
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const mobile = useMediaQuery(`(max-width: ${(BREAKPOINTS_PX[MOBILE_BELOW] - 0.1) / 16}em)`) ?? false;
  /** A collapsed sidebar is off-screen: keep it out of the tab order and the accessibility tree too. */
  const navbarHidden = mobile ? !opened : false;
  const language = languageFromPath(pathname);
  const current = stripLanguagePrefix(pathname).replace(/\/+$/, '') || '/';
  const entries = visibleAdminNavigation(admin?.permissions ?? []);

  useEffect(() => {
    if (current) close(); // every navigation closes the mobile sidebar
  }, [current, close]);

  const renderLink = (item: AdminNavLink) => {
    const ItemIcon = item.icon;
    return (
      <NavLink
        key={item.to}
        component={Link}
        to={localizePath(item.to, language)}
        label={t(`titles.${item.title}`)}
        leftSection={ItemIcon ? <ItemIcon size={18} aria-hidden="true" /> : undefined}
        active={current === item.to}
        aria-current={current === item.to ? 'page' : undefined}
      />
    );
  };

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 280, breakpoint: MOBILE_BELOW, collapsed: { mobile: !opened } }}
      padding={{ base: 'md', md: 'lg' }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom={MOBILE_BELOW}
              size="sm"
              aria-label={t(opened ? 'common:closeNavigation' : 'common:openNavigation')}
              aria-expanded={opened}
              aria-controls="admin-navigation"
            />
            <BrandLink to={localizePath('/admin-panel', language)} compact />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitch compact />
            {admin && <AccountMenu name={admin.name} email={admin.email} />}
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
        id="admin-navigation"
        inert={navbarHidden}
        aria-hidden={navbarHidden || undefined}
        aria-label={t('adminNavigation')}
        component="nav"
      >
        <ScrollArea p="sm" h="100%">
          {admin && (
            <Text size="sm" c="dimmed" px="sm" pb="sm" hiddenFrom="sm">
              {t('common:signedInAs', { name: admin.name })}
            </Text>
          )}
          {entries.map((entry) => {
            if (entry.kind === 'link') return renderLink(entry);
            const SectionIcon = entry.icon;
            const open = entry.links.some((item) => item.to === current);
            return (
              <NavLink
                key={entry.label}
                label={t(`sections.${entry.label}`)}
                leftSection={<SectionIcon size={18} aria-hidden="true" />}
                defaultOpened={open}
                childrenOffset="md"
              >
                {entry.links.map(renderLink)}
              </NavLink>
            );
          })}
        </ScrollArea>
      </AppShell.Navbar>

      <AppShell.Main id="main-content" tabIndex={-1} className={classes.main}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
