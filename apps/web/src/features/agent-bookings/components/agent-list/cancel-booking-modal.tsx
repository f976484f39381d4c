import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import type { AgentBooking } from '@masar/contract/agent-bookings';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiRequestError } from '../../../../shared/api/client';
import { localizeServerMessage } from '../../../../shared/api/server-message';
import { useTranslation } from '../../../../shared/i18n/translation';
import { formatMoney } from '../../../../shared/money/money';
import { OnceButton } from '../../../../shared/ui/once-button';
import { toast } from '../../../../shared/ui/toast';
import { cancellationTermsText } from '../../../bookings-core/booking/cancellation-terms';
import { agentCancellationQueryOptions, useCancelAgentBooking } from '../../api/agent-bookings';

/**
 * "Cancel booking X?" with the booking's terms and, from GET …/cancellation, the fee and the refund right
 * now (decision 0016); confirming is possible only when the server says the agent may cancel. Keeping the booking is the focused choice,
 * so Enter never cancels by accident. A failure (say an admin accepted it meanwhile) is shown in the modal.
 */
export function CancelBookingModal({
  booking,
  opened,
  onClose,
}: {
  booking: AgentBooking;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('bookings');
  const cancel = useCancelAgentBooking();
  const [failure, setFailure] = useState<string | null>(null);
  // What cancelling costs right now under the booking's own terms, read fresh each time the dialog opens.
  const quote = useQuery({ ...agentCancellationQueryOptions(booking.id), enabled: opened });
  // A return trip's other leg (decision 0017): cancelled too when asked, on its own terms.
  const otherId = booking.returnOf ?? booking.returnLegId;
  const [bothLegs, setBothLegs] = useState(false);
  const other = useQuery({
    ...agentCancellationQueryOptions(otherId ?? ''),
    enabled: opened && Boolean(otherId),
  });
  const otherCancellable = Boolean(other.data?.allowed);
  const withOther = bothLegs && otherCancellable;
  const money = (value: number) => formatMoney(value, i18n.language);
  const amount = money(
    (quote.data?.refund ?? booking.price.total) + (withOther ? (other.data?.refund ?? 0) : 0),
  );

  function close() {
    setFailure(null);
    setBothLegs(false);
    onClose();
  }

  async function confirm() {
    setFailure(null);
    try {
      await cancel.mutateAsync({ id: booking.id, bothLegs: withOther });
      toast.success(t('cancel.done', { reference: booking.reference, amount }));
      close();
    } catch (error) {
      if (error instanceof ApiRequestError) setFailure(error.messages.map(localizeServerMessage).join('\n'));
      else setFailure(t('errors.unexpected'));
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t(
        booking.returnOf
          ? 'cancel.titleReturn'
          : booking.returnLegId
            ? 'cancel.titleOutward'
            : 'cancel.title',
        { reference: booking.reference },
      )}
      centered
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('cancel.terms', { terms: cancellationTermsText(booking.cancellationTerms, t) })}
        </Text>
        {/* A return trip's leg is cancelled alone, on its own terms (decision 0017). */}
        {otherId && !withOther && (
          <Text size="sm" c="dimmed">
            {t('cancel.otherLegKept')}
          </Text>
        )}
        {quote.data ? (
          <Stack component="dl" gap={4} m={0} aria-live="polite">
            <Group justify="space-between" wrap="nowrap">
              <Text component="dt" size="sm">
                {t('cancel.total')}
              </Text>
              <Text component="dd" size="sm" m={0} dir="auto" data-testid="cancel-total">
                {money(quote.data.total)}
              </Text>
            </Group>
            <Group justify="space-between" wrap="nowrap">
              <Text component="dt" size="sm">
                {t('cancel.fee', { percent: quote.data.feePercent })}
              </Text>
              <Text component="dd" size="sm" m={0} dir="auto" data-testid="cancel-fee">
                {money(quote.data.fee)}
              </Text>
            </Group>
            <Group justify="space-between" wrap="nowrap">
              <Text component="dt" size="sm" fw={700}>
                {t('cancel.refund')}
              </Text>
              <Text component="dd" size="sm" m={0} fw={700} dir="auto" data-testid="cancel-refund">
                {money(quote.data.refund)}
              </Text>
            </Group>
          </Stack>
        ) : (
          <Text size="sm">{t('cancel.loading')}</Text>
        )}
        {quote.data && !quote.data.allowed && quote.data.reason && (
          <Alert color="red" variant="light" role="alert">
            {localizeServerMessage(quote.data.reason)}
          </Alert>
        )}
        {otherCancellable && other.data && (
          <Stack gap={4}>
            <Checkbox
              label={t('cancel.bothLegs')}
              checked={bothLegs}
              onChange={(event) => setBothLegs(event.currentTarget.checked)}
            />
            {bothLegs && (
              <Text size="sm" c="dimmed" data-testid="cancel-other-leg">
                {t('cancel.otherLeg', { fee: money(other.data.fee), refund: money(other.data.refund) })}
              </Text>
            )}
          </Stack>
        )}
        <Text>{t('cancel.message', { amount })}</Text>
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
          <Button variant="default" onClick={close} data-autofocus>
            {t('cancel.keep')}
          </Button>
          <OnceButton color="red" onClick={confirm} disabled={!quote.data?.allowed}>
            {t('cancel.confirm')}
          </OnceButton>
        </Group>
      </Stack>
    </Modal>
  );
}
