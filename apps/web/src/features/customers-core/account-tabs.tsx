import { Tabs } from '@mantine/core';
import { IconTicket, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from '../../shared/i18n/translation';
import { useLocalizedPath } from '../../shared/i18n/use-localized-path';
import { useNavigate } from '../../shared/router/react';

const paths = { bookings: '/account/bookings', profile: '/account' } as const;

/** The customer's two account pages, as tabs that navigate (each page has its own URL). */
export function AccountTabs({ current }: { current: keyof typeof paths }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  return (
    <Tabs
      value={current}
      onChange={(value) => value && navigate(localized(paths[value as keyof typeof paths]))}
      mb="lg"
    >
      <Tabs.List>
        <Tabs.Tab value="bookings" leftSection={<IconTicket size={16} aria-hidden="true" />}>
          {t('tabs.bookings')}
        </Tabs.Tab>
        <Tabs.Tab value="profile" leftSection={<IconUserCircle size={16} aria-hidden="true" />}>
          {t('tabs.profile')}
        </Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}
