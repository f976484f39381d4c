import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { RequirePermission } from '../../../shared/auth/require-permission';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { QueryError } from '../../../shared/ui/query-error';
import { locationQueryOptions } from '../api/locations';
import { LocationForm } from '../components/location-form';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /admin-panel/locations/edit-locations?id=… */
function EditLocationPageContent() {
  const { t } = useTranslation(['nav', 'catalogue']);
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = uuid.test(id);
  const query = useQuery({ ...locationQueryOptions(id), enabled: valid });
  const localized = useLocalizedPath();
  const notFound = !valid || (query.error && 'status' in query.error && query.error.status === 404);

  return (
    <Stack gap="md" maw={960}>
      <Group justify="space-between">
        <Title order={1} fz="h2">
          {t('nav:titles.editLocation')}
        </Title>
        <Button component={Link} to={localized('/admin-panel/locations/list-locations')} variant="subtle">
          {t('catalogue:common.backToList')}
        </Button>
      </Group>
      {notFound ? (
        <Text>{t('catalogue:common.notFound')}</Text>
      ) : query.isError ? (
        <QueryError onRetry={() => query.refetch()} />
      ) : !query.data ? (
        <Loader aria-label={t('catalogue:common.loading')} />
      ) : (
        <LocationForm
          key={query.data.updatedAt}
          location={query.data}
          onSaved={() => toast.success(t('catalogue:common.saved'))}
        />
      )}
    </Stack>
  );
}

/** Needs EditLocations (the server checks it again). */
export function EditLocationPage() {
  return (
    <RequirePermission permission="EditLocations">
      <EditLocationPageContent />
    </RequirePermission>
  );
}
