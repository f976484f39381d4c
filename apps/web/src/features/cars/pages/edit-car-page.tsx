import { Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { isNotFound } from '../../../shared/api/error-status';
import { RequirePermission } from '../../../shared/auth/require-permission';
import { useTranslation } from '../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { useNavigate, useSearchParams } from '../../../shared/router/react';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryError } from '../../../shared/ui/query-error';
import { RecordNotFound } from '../../../shared/ui/record-not-found';
import { usePageTitle } from '../../../shared/ui/route-handle';
import { toast } from '../../../shared/ui/toast';
import { carQueryOptions } from '../api/cars';
import { CarForm } from '../components/car-form';

/** /admin-panel/cars/edit-cars?id=… (the route's rule already turned a malformed id into the 404 page). */
function EditCarPageContent() {
  const { t } = useTranslation('catalogue');
  const title = usePageTitle();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const query = useQuery(carQueryOptions(id));
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const list = localized('/admin-panel/cars/list-cars');
  const back = { to: list, label: t('common.backToList') };

  return (
    <>
      <PageHeader title={title} back={back} />
      {isNotFound(query.error) ? (
        <RecordNotFound message={t('common.notFound')} back={back} />
      ) : query.isError ? (
        <QueryError onRetry={() => query.refetch()} />
      ) : !query.data ? (
        <Skeleton h={420} radius="md" maw={960} aria-busy="true" />
      ) : (
        <CarForm
          key={query.data.updatedAt}
          car={query.data}
          onSaved={() => {
            toast.success(t('common.saved'));
            navigate(list);
          }}
        />
      )}
    </>
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
