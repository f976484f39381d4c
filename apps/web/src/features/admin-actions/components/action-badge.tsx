import { Badge } from '@mantine/core';
import type { AdminActionType } from '@masar/contract/admin-actions';
import { useTranslation } from '../../../shared/i18n/translation';

const colors: Record<AdminActionType, string> = {
  AcceptBooking: 'teal',
  CompleteBooking: 'green',
  RefundBooking: 'orange',
  EditBooking: 'blue',
  CancelBooking: 'red',
  AddBalance: 'teal',
  SubtractBalance: 'grape',
  SetCredit: 'indigo',
  RejectTopUp: 'red',
  Create: 'green',
  Update: 'blue',
  Delete: 'red',
  Activate: 'teal',
  Deactivate: 'gray',
  AssignDriver: 'indigo',
  UnassignDriver: 'gray',
};

/** What the admin did, in the page language. */
export function ActionBadge({ action }: { action: AdminActionType }) {
  const { t } = useTranslation('admin-actions');
  return (
    <Badge color={colors[action]} variant="light" size="sm" style={{ minWidth: 'max-content' }}>
      {t(`action.${action}`)}
    </Badge>
  );
}
