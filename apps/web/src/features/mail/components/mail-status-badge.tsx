import { Badge, type MantineSize } from '@mantine/core';
import type { OutboxMessage } from '@masar/contract/mail';
import { useTranslation } from '../../../shared/i18n/translation';

type MailStatus = OutboxMessage['status'];

/** Kept (no SMTP server) is not a failure: it is the embedded default, so it reads calm. */
export const mailStatusColors: Record<MailStatus, string> = {
  Pending: 'yellow',
  Sent: 'teal',
  Failed: 'red',
  Kept: 'gray',
};

export function MailStatusBadge({ status, size = 'md' }: { status: MailStatus; size?: MantineSize }) {
  const { t } = useTranslation('mail');
  return (
    <Badge
      color={mailStatusColors[status]}
      variant="light"
      size={size}
      data-status={status}
      style={{ minWidth: 'max-content' }}
    >
      {t(`statuses.${status}`)}
    </Badge>
  );
}
