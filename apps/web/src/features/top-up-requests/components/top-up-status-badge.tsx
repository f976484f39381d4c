import { Badge } from '@mantine/core';
import type { TopUpRequestStatus } from '@masar/contract/top-up-requests';
import { useTranslation } from '../../../shared/i18n/translation';

const colors: Record<TopUpRequestStatus, string> = { Pending: 'yellow', Approved: 'teal', Rejected: 'red' };

/** A top-up request's status, in the page language. */
export function TopUpStatusBadge({ status }: { status: TopUpRequestStatus }) {
  const { t } = useTranslation('top-up-requests');
  return (
    <Badge color={colors[status]} variant="light" size="sm" style={{ minWidth: 'max-content' }}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}
