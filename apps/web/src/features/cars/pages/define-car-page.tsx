import { Stack, Title } from '@mantine/core';
import { RequirePermission } from '../../../shared/auth/require-permission';
import { useTranslation } from '../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { useNavigate } from '../../../shared/router/react';
import { toast } from '../../../shared/ui/toast';
import { CarForm } from '../components/car-form';

/** /admin-panel/cars/define. */
function DefineCarPageContent() {
  const { t } = useTranslation(['nav', 'catalogue']);
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  return (
    <Stack gap="md" maw={960}>
      <Title order={1} fz="h2">
        {t('nav:titles.defineCar')}
      </Title>
      <CarForm
        car={null}
        onSaved={() => {
          toast.success(t('catalogue:common.created'));
          navigate(localized('/admin-panel/cars/list-cars'));
        }}
      />
    </Stack>
  );
}

/** Needs EditCars (the server checks it again). */
export function DefineCarPage() {
  return (
    <RequirePermission permission="EditCars">
      <DefineCarPageContent />
    </RequirePermission>
  );
}
