import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { idParams } from '@masar/contract/common';
import { useQuery } from '@tanstack/react-query';
import { isForbidden, isNotFound } from '../../../shared/api/error-status';
import { RequirePermission } from '../../../shared/auth/require-permission';
import { useAdminCan } from '../../../shared/auth/use-permission';
import { useTranslation } from '../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { Link, useSearchParams } from '../../../shared/router/react';
import { ActiveBadge } from '../../../shared/ui/active-badge';
import { NoAccess } from '../../../shared/ui/no-access';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryError } from '../../../shared/ui/query-error';
import { RecordNotFound } from '../../../shared/ui/record-not-found';
import { usePageTitle } from '../../../shared/ui/route-handle';
import { toast } from '../../../shared/ui/toast';
import { driverQueryOptions, useSaveDriver } from '../api/drivers';
import { DriverForm } from '../components/driver-form';

function EditDriver({ id }: { id: string }) {
  const { t, i18n } = useTranslation('drivers');
  const title = usePageTitle();
  const localized = useLocalizedPath();
  const canEdit = useAdminCan('ManageOrders');
  const driver = useQuery(driverQueryOptions(id));
  const save = useSaveDriver();
  const list = localized('/admin-panel/drivers/list');
  const back = { to: list, label: t('backToList') };
  const nameOf = (one: { nameAr: string; nameEn: string }) =>
    i18n.language === 'en' ? one.nameEn : one.nameAr;

  if (isForbidden(driver.error)) return <NoAccess permission="ViewDrivers" />;

  return (
    <>
      <PageHeader
        title={title}
        back={back}
        description={
          driver.data && (
            <Group gap="xs" component="span" wrap="wrap">
              <Text component="span" fw={600} c="var(--mantine-color-text)">
                {nameOf(driver.data)}
              </Text>
              <ActiveBadge active={driver.data.active} />
            </Group>
          )
        }
      />
      {isNotFound(driver.error) ? (
        <RecordNotFound message={t('notFound')} back={back} />
      ) : driver.data ? (
        <DriverForm
          key={driver.data.id}
          driver={driver.data}
          readOnly={!canEdit}
          pending={save.isPending}
          onSubmit={async (submit) => {
            const saved = await save.mutateAsync({ id, body: submit.body, photo: submit.photo });
            toast.success(t('saved', { name: nameOf(saved) }));
          }}
          actions={
            <Button component={Link} to={list} variant="default">
              {t('form.cancel')}
            </Button>
          }
        />
      ) : driver.isError ? (
        <QueryError onRetry={() => void driver.refetch()} />
      ) : (
        <Stack gap="lg" aria-busy="true">
          <Skeleton h={220} radius="md" />
          <Skeleton h={260} radius="md" />
        </Stack>
      )}
    </>
  );
}

function EditDriverFromUrl() {
  const { t } = useTranslation('drivers');
  const title = usePageTitle();
  const localized = useLocalizedPath();
  const [params] = useSearchParams();
  const parsed = idParams.safeParse({ id: params.get('id') ?? '' });
  if (!parsed.success) {
    const back = { to: localized('/admin-panel/drivers/list'), label: t('backToList') };
    return (
      <>
        <PageHeader title={title} />
        <RecordNotFound message={t('missingId')} back={back} />
      </>
    );
  }
  return <EditDriver key={parsed.data.id} id={parsed.data.id} />;
}

/** /admin-panel/drivers/edit?id=: needs ViewDrivers; read-only without ManageOrders. */
export function EditDriverPage() {
  return (
    <RequirePermission permission="ViewDrivers">
      <EditDriverFromUrl />
    </RequirePermission>
  );
}
