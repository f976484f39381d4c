import { Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { adminIdQuery } from '@masar/contract/admins';
import { useQuery } from '@tanstack/react-query';
import { isForbidden, isNotFound } from '../../../shared/api/error-status';
import { RequirePermission } from '../../../shared/auth/require-permission';
import { useSignedInAdmin } from '../../../shared/auth/use-auth';
import { useAdminCan } from '../../../shared/auth/use-permission';
import { formatDate } from '../../../shared/format/date';
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
import { adminQueryOptions, useUpdateAdmin } from '../api/admins';
import { AdminForm } from '../components/admin-form';

function EditAdmin({ id }: { id: string }) {
  const { t, i18n } = useTranslation('admins');
  const title = usePageTitle();
  const localized = useLocalizedPath();
  const signedIn = useSignedInAdmin();
  const canEdit = useAdminCan('EditAdmins');
  const admin = useQuery(adminQueryOptions(id));
  const update = useUpdateAdmin();
  const list = localized('/admin-panel/admins/list');
  const back = { to: list, label: t('backToList') };

  if (isForbidden(admin.error)) return <NoAccess permission="ViewAdmins" />;

  return (
    <>
      <PageHeader
        title={title}
        back={back}
        description={
          admin.data && (
            <Group gap="xs" component="span" wrap="wrap">
              <Text component="span" fw={600} c="var(--mantine-color-text)">
                {admin.data.name}
              </Text>
              <ActiveBadge active={admin.data.active} />
              {admin.data.id === signedIn?.id && (
                <Badge variant="outline" size="sm">
                  {t('list.you')}
                </Badge>
              )}
              <Text component="span" size="sm" c="dimmed">
                {t('form.createdAt', { date: formatDate(admin.data.createdAt, i18n.language) })}
              </Text>
            </Group>
          )
        }
      />
      {isNotFound(admin.error) ? (
        <RecordNotFound message={t('notFound')} back={back} />
      ) : admin.data ? (
        <AdminForm
          key={admin.data.id}
          admin={admin.data}
          readOnly={!canEdit}
          isSelf={admin.data.id === signedIn?.id}
          pending={update.isPending}
          onSubmit={async (submit) => {
            if (submit.kind !== 'update') return;
            const saved = await update.mutateAsync({ id, body: submit.body });
            toast.success(t('saved', { name: saved.name }));
          }}
          actions={
            <Button component={Link} to={list} variant="default">
              {t('form.cancel')}
            </Button>
          }
        />
      ) : admin.isError ? (
        <QueryError onRetry={() => void admin.refetch()} />
      ) : (
        <Stack gap="lg" aria-busy="true">
          <Skeleton h={220} radius="md" />
          <Skeleton h={420} radius="md" />
        </Stack>
      )}
    </>
  );
}

function EditAdminFromUrl() {
  const { t } = useTranslation('admins');
  const title = usePageTitle();
  const localized = useLocalizedPath();
  const [params] = useSearchParams();
  const parsed = adminIdQuery.safeParse({ id: params.get('id') ?? '' });
  if (!parsed.success) {
    const back = { to: localized('/admin-panel/admins/list'), label: t('backToList') };
    return (
      <>
        <PageHeader title={title} />
        <RecordNotFound message={t('missingId')} back={back} />
      </>
    );
  }
  return <EditAdmin key={parsed.data.id} id={parsed.data.id} />;
}

/** /admin-panel/admins/edit?id=: needs ViewAdmins; read-only without EditAdmins. */
export function EditAdminPage() {
  return (
    <RequirePermission permission="ViewAdmins">
      <EditAdminFromUrl />
    </RequirePermission>
  );
}
