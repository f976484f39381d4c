import { Stack, Title } from '@mantine/core';
import { RequirePermission } from '../../../shared/auth/require-permission';
import { useTranslation } from '../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { useNavigate } from '../../../shared/router/react';
import { toast } from '../../../shared/ui/toast';
import { LocationForm } from '../components/location-form';

/** /admin-panel/locations/define; after saving, the edit page shows the area the point fell in. */
function DefineLocationPageContent() {
  const { t } = useTranslation(['nav', 'catalogue']);
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  return (
    <Stack gap="md" maw={960}>
      <Title order={1} fz="h2">
        {t('nav:titles.defineLocation')}
      </Title>
      <LocationForm
        location={null}
        onSaved={(saved) => {
          toast.success(t('catalogue:common.created'));
          navigate(localized(`/admin-panel/locations/edit-locations?id=${saved.id}`));
        }}
      />
    </Stack>
  );
}

/** Needs EditLocations (the server checks it again). */
export function DefineLocationPage() {
  return (
    <RequirePermission permission="EditLocations">
      <DefineLocationPageContent />
    </RequirePermission>
  );
}
