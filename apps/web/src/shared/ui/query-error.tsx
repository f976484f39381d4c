import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../i18n/translation';

/** A failed load: what happened and a retry button. */
export function QueryError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle aria-hidden="true" />}
      title={t('list.loadError')}
      role="alert"
    >
      <Button size="xs" variant="light" color="red" onClick={onRetry}>
        {t('list.retry')}
      </Button>
    </Alert>
  );
}
