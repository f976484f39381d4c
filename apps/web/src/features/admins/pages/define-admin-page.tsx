import { Button } from '@mantine/core';
import { RequirePermission } from '../../../shared/auth/require-permission';
import { useTranslation } from '../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { Link, useNavigate } from '../../../shared/router/react';
import { PageHeader } from '../../../shared/ui/page-header';
import { usePageTitle } from '../../../shared/ui/route-handle';
import { toast } from '../../../shared/ui/toast';
import { useCreateAdmin } from '../api/admins';
import { AdminForm } from '../components/admin-form';

function DefineAdmin() {
  const { t } = useTranslation('admins');
  const title = usePageTitle();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const create = useCreateAdmin();
  const list = localized('/admin-panel/admins/list');

  return (
    <>
      <PageHeader title={title} back={{ to: list, label: t('backToList') }} />
      <AdminForm
        admin={null}
        pending={create.isPending}
        onSubmit={async (submit) => {
          if (submit.kind !== 'create') return;
          const admin = await create.mutateAsync(submit.body);
          toast.success(t('created', { name: admin.name }));
          navigate(list);
        }}
        actions={
          <Button component={Link} to={list} variant="default">
            {t('form.cancel')}
          </Button>
        }
      />
    </>
  );
}

/** /admin-panel/admins/define: needs EditAdmins. */
export function DefineAdminPage() {
  return (
    <RequirePermission permission="EditAdmins">
      <DefineAdmin />
    </RequirePermission>
  );
}
