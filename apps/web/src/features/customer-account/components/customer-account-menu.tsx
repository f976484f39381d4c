import { Button, Menu } from '@mantine/core';
import { IconLogout, IconTicket, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { logout } from '../../../shared/auth/session';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';

/** The signed-in customer's menu in the public header: bookings, account, sign out. */
export function CustomerAccountMenu({ name }: { name: string }) {
  const { t } = useTranslation('account');
  const localized = useLocalizedPath();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          size="compact-md"
          leftSection={<IconUserCircle size={18} aria-hidden="true" />}
          aria-label={t('menu.open')}
        >
          <span style={{ maxWidth: '9rem', overflow: 'hidden', textOverflow: 'ellipsis' }}>{name}</span>
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
