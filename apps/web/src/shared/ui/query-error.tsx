import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A failed load: what happened and a retry button. */
export function QueryError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('catalogue');
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle aria-hidden="true" />}
      title={t('common.loadError')}
      role="alert"
    >
      <Button size="xs" variant="light" color="red" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
