import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../i18n/translation';

/** The server's messages that are about no field of the form, above the form. */
export function FormErrorAlert({ messages }: { messages: readonly string[] }) {
  const { t } = useTranslation('auth');
  if (messages.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      title={t('formError')}
      icon={<IconAlertTriangle size={18} aria-hidden="true" />}
      role="alert"
    >
      <List size="sm">
        {messages.map((message) => (
          <List.Item key={message}>{message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
