import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Divider,
  Group,
  Modal,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { CustomerBooking } from '@masar/contract/customer-bookings';
import { IconArrowsExchange, IconEdit, IconFileTypePdf, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isNotFound } from '../../../../shared/api/error-status';
import { formatDate } from '../../../../shared/format/date';
import { useTranslation } from '../../../../shared/i18n/translation';
import { OnceButton } from '../../../../shared/ui/once-button';
import { QueryError } from '../../../../shared/ui/query-error';
import { toast } from '../../../../shared/ui/toast';
import { BookingDriver } from '../../../bookings-core/booking/booking-driver';
import { cancellationTermsText } from '../../../bookings-core/booking/cancellation-terms';
import {
  CustomerBookingStatusBadge,
  CustomerBookingSummary,
} from '../../../bookings-core/booking/customer-booking-summary';
import { EditTravellerForm } from '../../../bookings-core/booking/edit-traveller-form';
import { downloadCustomerBookingInvoice } from '../../../invoices/api/invoices';
import {
  customerBookingQueryOptions,
  customerCancellationQueryOptions,
  useCancelCustomerBooking,
  useEditCustomerBooking,
} from '../../api/customer-bookings';

/** Cancel with a confirmation: "Keep" is focused first, so Enter never cancels by accident. */
function CancelBooking({ booking }: { booking: CustomerBooking }) {
  const { t } = useTranslation('account');
  const [asking, setAsking] = useState(false);
  const cancel = useCancelCustomerBooking(booking.id);
  const { t: tb } = useTranslation('bookings');
  const quote = useQuery({ ...customerCancellationQueryOptions(booking.id), enabled: asking });
  const windowEnded = quote.data !== undefined && !quote.data.allowed;
  // A return trip's other leg (decision 0017): cancelled too when asked, if its own terms allow it now.
  const otherId = booking.returnOf ?? booking.returnLegId;
  const [bothLegs, setBothLegs] = useState(false);
  const other = useQuery({
    ...customerCancellationQueryOptions(otherId ?? ''),
    enabled: asking && Boolean(otherId),
  });
  const otherCancellable = Boolean(other.data?.allowed);
  const withOther = bothLegs && otherCancellable;
  const close = () => {
    setAsking(false);
    setBothLegs(false);
  };
  return (
    <>
      <Button
        color="red"
        variant="light"
        leftSection={<IconX size={16} aria-hidden="true" />}
        onClick={() => setAsking(true)}
      >
        {t('detail.cancel')}
      </Button>
      <Modal
        opened={asking}
        onClose={close}
        title={t(
          booking.returnOf
            ? 'cancel.titleReturn'
            : booking.returnLegId
              ? 'cancel.titleOutward'
              : 'cancel.title',
        )}
        centered
      >
        <Text mb="sm">{t('cancel.message', { reference: booking.reference })}</Text>
        <Text size="sm" c="dimmed" mb="lg">
          {t('cancel.terms', { terms: cancellationTermsText(booking.cancellationTerms, tb) })}
        </Text>
        {/* A return trip's leg is cancelled alone, on its own terms, unless the other is asked for too. */}
        {otherId && !withOther && (
          <Text size="sm" c="dimmed" mb="sm">
            {t('cancel.otherLegKept')}
          </Text>
        )}
        {otherCancellable && quote.data?.allowed && (
          <Checkbox
            mb="lg"
            label={t('cancel.bothLegs')}
            checked={bothLegs}
            onChange={(event) => setBothLegs(event.currentTarget.checked)}
          />
        )}
        {windowEnded && (
          <Alert color="orange" variant="light" role="alert" mb="lg">
            {t('cancel.windowEnded')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} data-autofocus>
            {t('cancel.keep')}
          </Button>
          <OnceButton
            color="red"
            disabled={!quote.data?.allowed}
            onClick={() =>
              cancel.mutateAsync({ bothLegs: withOther }).then(
                () => {
                  close();
                  toast.success(t(withOther ? 'cancel.doneBoth' : 'cancel.done'));
                },
                () => undefined, // the API client already showed why
              )
            }
          >
            {t('cancel.confirm')}
          </OnceButton>
        </Group>
      </Modal>
    </>
  );
}

/** A completed booking's simplified tax invoice (decision 0012: issued when it was completed). */
function InvoiceButton({ booking }: { booking: CustomerBooking }) {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="light"
      leftSection={<IconFileTypePdf size={16} aria-hidden="true" />}
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadCustomerBookingInvoice(booking);
        } catch {
          // The API client already showed what went wrong.
        } finally {
          setBusy(false);
        }
      }}
    >
      {t('detail.invoice')}
    </Button>
  );
}

/**
 * One booking: status, summary and history; a completed one's tax invoice; while Requested, edit the traveller
 * and flight, or cancel. A leg of a return trip (decision 0017) says so and opens the other leg.
 */
export function BookingDetail({ id, onOpenOther }: { id: string; onOpenOther?: (id: string) => void }) {
  const { t, i18n } = useTranslation('account');
  const booking = useQuery(customerBookingQueryOptions(id));
  const [editing, setEditing] = useState(false);
  const edit = useEditCustomerBooking(id);

  if (booking.isPending) return <Skeleton h={280} />;
  if (booking.isError) {
    return isNotFound(booking.error) ? (
      <Alert color="gray">{t('detail.notFound')}</Alert>
    ) : (
      <QueryError onRetry={() => void booking.refetch()} />
    );
  }
  const data = booking.data;
  const requested = data.status === 'Requested';

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text fw={700} fz="lg" dir="ltr" data-testid="detail-reference">
          {data.reference}
        </Text>
        <Group gap="xs">
          {data.returnOf && (
            <Badge variant="light" color="grape" data-testid="return-badge">
              {t('list.returnBadge')}
            </Badge>
          )}
          <CustomerBookingStatusBadge status={data.status} />
        </Group>
      </Group>
      {(data.returnOf || data.returnLegId) && (
        <Stack gap={6} align="flex-start">
          <Text size="sm" c="dimmed">
            {data.returnOf ? t('detail.returnLegNote') : t('detail.outwardLegNote')}
          </Text>
          {onOpenOther && (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconArrowsExchange size={16} aria-hidden="true" />}
              onClick={() => onOpenOther((data.returnOf ?? data.returnLegId) as string)}
            >
              {t(data.returnOf ? 'detail.openOutward' : 'detail.openReturn')}
            </Button>
          )}
        </Stack>
      )}
      {editing ? (
        <EditTravellerForm
          booking={data}
          save={(body) => edit.mutateAsync(body)}
          onDone={() => setEditing(false)}
        />
      ) : (
        <>
          <CustomerBookingSummary booking={data} />
          <BookingDriver kind="customer" bookingId={data.id} />
          {requested ? (
            <Group gap="sm">
              <Button
                variant="light"
                leftSection={<IconEdit size={16} aria-hidden="true" />}
                onClick={() => setEditing(true)}
              >
                {t('detail.edit')}
              </Button>
              <CancelBooking booking={data} />
            </Group>
          ) : (
            <Stack gap="sm" align="flex-start">
              {data.status === 'Completed' && <InvoiceButton booking={data} />}
              <Text size="sm" c="dimmed">
                {t('detail.locked')}
              </Text>
            </Stack>
          )}
        </>
      )}
      <Divider />
      <Title order={3} fz="sm">
        {t('detail.history')}
      </Title>
      <Stack gap={4} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {data.history.map((change) => (
          <Group key={`${change.status}-${change.at}`} component="li" gap="sm" wrap="nowrap">
            <CustomerBookingStatusBadge status={change.status} size="sm" />
            <Text size="sm" c="dimmed">
              {formatDate(change.at, i18n.language, true)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
