import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Permission } from '@masar/contract/permissions';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from '../i18n/translation';
import { useLocalizedPath } from '../i18n/use-localized-path';
import { Link } from '../router/react';
import { usePageTitle } from './route-handle';

/**
 * Shown instead of an admin page the signed-in admin may not open (the sidebar hides such pages, but a link
 * or a typed URL still leads there; the server refuses the data with 403 anyway). Says which permission is
 * missing and whom to ask, and leads back to the dashboard.
 */
export function NoAccess({ permission }: { permission?: Permission }) {
  const { t } = useTranslation(['common', 'permissions']);
  const title = usePageTitle();
  const localized = useLocalizedPath();
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} maw={720} data-testid="no-access">
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={48} radius="xl" variant="light" color="orange" aria-hidden="true">
          <IconLock size={26} />
        </ThemeIcon>
        <div>
          {title && (
            <Text size="sm" c="dimmed" fw={500}>
              {title}
            </Text>
          )}
          <Title order={1} fz="h2">
            {t('noAccess.title')}
          </Title>
        </div>
        <Text>{t('noAccess.message')}</Text>
        {permission && (
          <Text size="sm" fw={500}>
            {t('noAccess.needs', { permission: t(`permissions:names.${permission}.label`) })}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t('noAccess.hint')}
        </Text>
        <Button component={Link} to={localized('/admin-panel')} variant="light">
          {t('noAccess.back')}
        </Button>
      </Stack>
    </Paper>
  );
}
