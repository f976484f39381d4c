import { Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { isNotFound } from '../../../shared/api/error-status';
import { RequirePermission } from '../../../shared/auth/require-permission';
import { useTranslation } from '../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { useSearchParams } from '../../../shared/router/react';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryError } from '../../../shared/ui/query-error';
import { RecordNotFound } from '../../../shared/ui/record-not-found';
import { usePageTitle } from '../../../shared/ui/route-handle';
import { toast } from '../../../shared/ui/toast';
import { locationQueryOptions } from '../api/locations';
import { LocationForm } from '../components/location-form';

/** /admin-panel/locations/edit-locations?id=… (the route's rule already turned a malformed id into the 404 page). */
function EditLocationPageContent() {
  const { t } = useTranslation('catalogue');
  const title = usePageTitle();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const query = useQuery(locationQueryOptions(id));
  const localized = useLocalizedPath();
  const back = { to: localized('/admin-panel/locations/list-locations'), label: t('common.backToList') };

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
        <LocationForm
          key={query.data.updatedAt}
          location={query.data}
          onSaved={() => toast.success(t('common.saved'))}
        />
      )}
    </>
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
