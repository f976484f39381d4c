import { Button, Menu, Text } from '@mantine/core';
import { IconLogout, IconTicket, IconUserCircle } from '@tabler/icons-react';
import { logout } from '../../../../shared/auth/session';
import { useTranslation } from '../../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../../shared/i18n/use-localized-path';
import { Link } from '../../../../shared/router/react';

/** The signed-in customer's menu in the public header: bookings, account, sign out. */
export function CustomerAccountMenu({ name }: { name: string }) {
  const { t } = useTranslation(['account', 'common']);
  const localized = useLocalizedPath();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          size="compact-md"
          leftSection={<IconUserCircle size={18} aria-hidden="true" />}
          // The name contains the visible label (the customer's name, shown from sm up; phones show the icon).
          aria-label={t('common:account.menu', { name })}
        >
          <Text
            component="span"
            inherit
            dir="auto"
            visibleFrom="sm"
            maw="9rem"
            style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {name}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={localized('/account/bookings')}
          leftSection={<IconTicket size={16} aria-hidden="true" />}
        >
          {t('menu.myBookings')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={localized('/account')}
          leftSection={<IconUserCircle size={16} aria-hidden="true" />}
        >
          {t('menu.account')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden="true" />} onClick={() => logout()}>
          {t('menu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
