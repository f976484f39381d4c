import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSignedInAdmin } from '../../../shared/auth/use-auth';

/** /admin-panel: a welcome for now; the figures come with the reports feature. */
export function AdminDashboardPage() {
  const { t } = useTranslation('dashboard');
  const admin = useSignedInAdmin();
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack gap="sm">
        <Title order={1} fz="h2">
          {t('admin.welcome', { name: admin?.name ?? '' })}
        </Title>
        <Text c="dimmed">{t('admin.intro')}</Text>
        <Text size="sm">{t('admin.permissions', { count: admin?.permissions?.length ?? 0 })}</Text>
      </Stack>
    </Paper>
  );
}
