import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import type { RefundMode } from '@masar/contract/cancellation-policy';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId, useState } from 'react';
import type { core } from 'zod';
import { ApiRequestError } from '../../../shared/api/client';
import { localizeServerMessage } from '../../../shared/api/server-message';
import { formatDate } from '../../../shared/format/date';
import { tooLongMessage } from '../../../shared/forms/field-errors';
import { useTranslation } from '../../../shared/i18n/translation';
import { OnceButton } from '../../../shared/ui/once-button';
import { toast } from '../../../shared/ui/toast';
import { type AdminBookingsNamespace, useAdminBookingsTranslation } from './admin-bookings-texts';
import { type AdminBookingAction, endsBooking } from './booking-action-buttons';
import type { AnyBookingStatus } from './booking-status-badge';

/** What the booking is now, from a 409 such as "A Completed booking cannot be accepted". */
export function statusInConflict<Status extends AnyBookingStatus>(
  message: string,
  statuses: readonly Status[],
): Status | null {
  const status = /^A (\w+) booking cannot be/.exec(message)?.[1];
  return (statuses as readonly string[]).includes(status ?? '') ? (status as Status) : null;
}

/** The screen's move, as its mutation hook runs it. */
export interface BookingActionMutation<Action extends AdminBookingAction> {
  mutateAsync: (variables: {
    action: Action;
    id: string;
    reason: string;
    mode?: RefundMode;
  }) => Promise<unknown>;
}

/**
 * "Accept / complete / refund / cancel booking X?" Going back is the focused choice (the reason field, for
 * a refund or a cancel), so Enter never moves a booking by accident; ending a booking needs a reason
 * (`reasonBody`). A refusal stays in the modal: a 409 (someone moved the booking first) says its new
 * status, and the screen reloads to show it. Texts come from the screen's namespace (`confirm.*`, `done.*`,
 * `errors.*`) with `values` to fill them. Mounted per use, so each opening starts empty.
 */
export function BookingActionModal<Action extends AdminBookingAction>({
  booking,
  action,
  namespace,
  values: extraValues,
  statuses,
  reasonBody,
  mutation,
  onClose,
  termsText,
}: {
  booking: { id: string; reference: string; travellerName: string; pickupAt: string };
  action: Action;
  namespace: AdminBookingsNamespace;
  values: Record<string, string>;
  statuses: readonly AnyBookingStatus[];
  reasonBody: { safeParse: (value: unknown) => { success: boolean; error?: { issues: core.$ZodIssue[] } } };
  mutation: BookingActionMutation<Action>;
  onClose: () => void;
  /** An agent booking's cancellation terms in words: a refund then offers Full or Terms (decision 0016). */
  termsText?: string;
}) {
  const { t, i18n } = useAdminBookingsTranslation(namespace);
  const { t: tAuth } = useTranslation('auth');
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const withModes = action === 'refund' && termsText !== undefined;
  const [mode, setMode] = useState<RefundMode>('Full');
  // A full refund needs its reason; applying the terms may go without one.
  const withReason = endsBooking(action) && !(withModes && mode === 'Terms');
  const values = {
    reference: booking.reference,
    traveller: booking.travellerName,
    pickup: formatDate(booking.pickupAt, i18n.language, true),
    ...extraValues,
  };

  async function confirm() {
    setFailure(null);
    const parsed = reasonBody.safeParse({ reason });
    // An optional reason is still held to the contract's length.
    const tooLong = tooLongMessage(parsed.error?.issues, tAuth);
    if (tooLong || (withReason && !parsed.success)) {
      setReasonError(tooLong ?? t('confirm.reasonRequired'));
      document.getElementById(reasonId)?.focus();
      return;
    }
    try {
      await mutation.mutateAsync({
        action,
        id: booking.id,
        reason: reason.trim(),
        ...(withModes && { mode }),
      });
      toast.success(t(`done.${action}`, values));
      onClose();
    } catch (error) {
      if (!(error instanceof ApiRequestError)) return setFailure(t('errors.unexpected'));
      const status = error.status === 409 ? statusInConflict(error.messages.join('\n'), statuses) : null;
      setFailure(
        status
          ? t('errors.conflict', { status: t(`bookings:status.${status}`) })
          : error.messages.map(localizeServerMessage).join('\n') || t('errors.unexpected'),
      );
    }
  }

  return (
    <Modal opened onClose={onClose} title={t(`confirm.${action}Title`, values)} centered>
      <Stack gap="md">
        <Text>{t(`confirm.${action}Message`, values)}</Text>
        {withModes && (
          <Radio.Group
            label={t('confirm.mode')}
            description={t('confirm.terms', { terms: termsText })}
            value={mode}
            onChange={(value) => setMode(value as RefundMode)}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="Full" label={t('confirm.modeFull')} />
              <Radio value="Terms" label={t('confirm.modeTerms')} />
            </Stack>
          </Radio.Group>
        )}
        {(withReason || withModes) && (
          <Textarea
            id={reasonId}
            label={t('confirm.reason')}
            description={t('confirm.reasonHint')}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setReasonError(null);
            }}
            error={reasonError}
            required={withReason}
            data-autofocus
            autosize
            minRows={2}
            maxRows={5}
          />
        )}
        {failure && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden="true" />}
            role="alert"
          >
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus={!withReason || undefined}>
            {t('confirm.keep')}
          </Button>
          <OnceButton color={withReason ? 'red' : undefined} onClick={confirm}>
            {t(`confirm.${action}Confirm`, values)}
          </OnceButton>
        </Group>
      </Stack>
    </Modal>
  );
}
