import { Alert } from '@mantine/core';
import { IconMailForward, IconMailPause } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/translation';
import { mailSettingsQueryOptions } from '../api/mail';

/** How mail leaves (GET /mail/settings), above the outbox: through SMTP, or kept here (no server set). */
export function MailModeNotice() {
  const { t } = useTranslation('mail');
  const settings = useQuery(mailSettingsQueryOptions());
  if (!settings.data) return null;
  const keep = settings.data.mode === 'keep';
  return (
    <Alert
      color={keep ? 'yellow' : 'teal'}
      variant="light"
      title={keep ? t('mode.keepTitle') : t('mode.smtpTitle')}
      icon={
        keep ? (
          <IconMailPause size={20} aria-hidden="true" />
        ) : (
          <IconMailForward size={20} aria-hidden="true" />
        )
      }
      data-testid="mail-mode"
      data-mode={settings.data.mode}
    >
      {keep ? t('mode.keep') : t('mode.smtp', { from: settings.data.from })}
    </Alert>
  );
}
