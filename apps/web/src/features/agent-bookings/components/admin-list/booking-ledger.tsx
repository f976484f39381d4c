import { Button, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { AgentBooking } from '@masar/contract/agent-bookings';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../../shared/format/date';
import { useTranslation } from '../../../../shared/i18n/translation';
import { formatMoney, formatSignedMoney } from '../../../../shared/money/money';
import { bookingLedgerQueryOptions } from '../../../transactions/api/transactions';

/**
 * The wallet entries this booking made: its payment (Booking/Outgoing) and, once refunded, the refund
 * (Refund/Incoming), each with the agent's balance right after. Reading the ledger needs ViewPayments.
 */
export function BookingLedger({ booking, allowed }: { booking: AgentBooking; allowed: boolean }) {
  const { t, i18n } = useTranslation(['agents-bookings', 'wallet']);
  const ledger = useQuery({ ...bookingLedgerQueryOptions(booking), enabled: allowed });
  const language = i18n.language;

  if (!allowed)
    return (
      <Text size="sm" c="dimmed">
        {t('drawer.ledgerNoAccess')}
      </Text>
    );
  if (ledger.isPending) return <Skeleton h={48} aria-busy="true" />;
  if (ledger.isError)
    return (
      <Group gap="sm">
        <Text size="sm" c="red">
          {t('drawer.ledgerError')}
        </Text>
        <Button size="xs" variant="subtle" onClick={() => void ledger.refetch()}>
          {t('drawer.retry')}
        </Button>
      </Group>
    );
  if (ledger.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('drawer.ledgerEmpty')}
      </Text>
    );
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} data-testid="booking-ledger">
      {ledger.data.map((entry) => {
        const incoming = entry.direction === 'Incoming';
        return (
          <Group component="li" key={entry.id} justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={0} miw={0}>
              <Text size="sm" fw={500}>
                {t(`wallet:type.${entry.type}`)}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDate(entry.createdAt, language, true)}
                {entry.admin && ` · ${entry.admin.name}`}
              </Text>
            </Stack>
            <Stack gap={0} align="flex-end">
              <Text
                size="sm"
                fw={600}
                c={incoming ? 'teal' : 'red'}
                dir="auto"
                style={{ fontVariantNumeric: 'tabular-nums' }}
                data-direction={entry.direction}
              >
                {formatSignedMoney(incoming ? entry.amount : -entry.amount, language)}
                <VisuallyHidden> ({t(`wallet:direction.${entry.direction}`)})</VisuallyHidden>
              </Text>
              <Text size="xs" c="dimmed">
                {t('drawer.balanceAfter', { amount: formatMoney(entry.balanceAfter, language) })}
              </Text>
            </Stack>
          </Group>
        );
      })}
    </Stack>
  );
}
