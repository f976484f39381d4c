import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { RequirePermission } from '../../../shared/auth/require-permission';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { QueryError } from '../../../shared/ui/query-error';
import { carQueryOptions } from '../api/cars';
import { CarForm } from '../components/car-form';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /admin-panel/cars/edit-cars?id=… */
function EditCarPageContent() {
  const { t } = useTranslation(['nav', 'catalogue']);
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = uuid.test(id);
  const query = useQuery({ ...carQueryOptions(id), enabled: valid });
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const notFound = !valid || (query.error && 'status' in query.error && query.error.status === 404);

  return (
    <Stack gap="md" maw={960}>
      <Title order={1} fz="h2">
        {t('nav:titles.editCar')}
      </Title>
      {notFound ? (
        <Stack align="flex-start">
          <Text>{t('catalogue:common.notFound')}</Text>
          <Button component={Link} to={localized('/admin-panel/cars/list-cars')} variant="light">
            {t('catalogue:common.backToList')}
          </Button>
        </Stack>
      ) : query.isError ? (
        <QueryError onRetry={() => query.refetch()} />
      ) : !query.data ? (
        <Loader aria-label={t('catalogue:common.loading')} />
      ) : (
        <CarForm
          key={query.data.updatedAt}
          car={query.data}
          onSaved={() => {
            toast.success(t('catalogue:common.saved'));
            navigate(localized('/admin-panel/cars/list-cars'));
          }}
        />
      )}
    </Stack>
  );
}

/** Needs EditCars (the server checks it again). */
export function EditCarPage() {
  return (
    <RequirePermission permission="EditCars">
      <EditCarPageContent />
    </RequirePermission>
  );
}
