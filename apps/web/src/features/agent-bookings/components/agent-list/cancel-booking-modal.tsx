import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { AgentBooking } from '@masar/contract/agent-bookings';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../../shared/api/client';
import { localizeServerMessage } from '../../../../shared/api/server-message';
import { formatMoney } from '../../../../shared/money/money';
import { OnceButton } from '../../../../shared/ui/once-button';
import { toast } from '../../../../shared/ui/toast';
import { useCancelAgentBooking } from '../../api/agent-bookings';

/**
 * "Cancel booking X? The full amount goes back to your wallet." Keeping the booking is the focused choice,
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
  const amount = formatMoney(booking.price.total, i18n.language);

  function close() {
    setFailure(null);
    onClose();
  }

  async function confirm() {
    setFailure(null);
    try {
      await cancel.mutateAsync(booking.id);
      toast.success(t('cancel.done', { reference: booking.reference, amount }));
      close();
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) setFailure(t('errors.notRequested'));
      else if (error instanceof ApiRequestError)
        setFailure(error.messages.map(localizeServerMessage).join('\n'));
      else setFailure(t('errors.unexpected'));
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('cancel.title', { reference: booking.reference })}
      centered
    >
      <Stack gap="md">
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
          <OnceButton color="red" onClick={confirm}>
            {t('cancel.confirm')}
          </OnceButton>
        </Group>
      </Stack>
    </Modal>
  );
}
