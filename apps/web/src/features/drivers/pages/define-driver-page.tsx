import { Button } from '@mantine/core';
import { RequirePermission } from '../../../shared/auth/require-permission';
import { useTranslation } from '../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { Link, useNavigate } from '../../../shared/router/react';
import { PageHeader } from '../../../shared/ui/page-header';
import { usePageTitle } from '../../../shared/ui/route-handle';
import { toast } from '../../../shared/ui/toast';
import { useSaveDriver } from '../api/drivers';
import { DriverForm } from '../components/driver-form';

function DefineDriver() {
  const { t, i18n } = useTranslation('drivers');
  const title = usePageTitle();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const save = useSaveDriver();
  const list = localized('/admin-panel/drivers/list');

  return (
    <>
      <PageHeader title={title} back={{ to: list, label: t('backToList') }} />
      <DriverForm
        driver={null}
        pending={save.isPending}
        onSubmit={async (submit) => {
          const driver = await save.mutateAsync({ body: submit.body, photo: submit.photo });
          toast.success(t('created', { name: i18n.language === 'en' ? driver.nameEn : driver.nameAr }));
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

/**
 * /admin-panel/drivers/define: needs ManageOrders and ViewDrivers, both, as the API's create does (an admin
 * without ViewDrivers would fill the form only to be refused).
 */
export function DefineDriverPage() {
  return (
    <RequirePermission permission="ViewDrivers">
      <RequirePermission permission="ManageOrders">
        <DefineDriver />
      </RequirePermission>
    </RequirePermission>
  );
}
