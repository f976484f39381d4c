import { Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { AgentBookingListItem } from '@masar/contract/agent-bookings';
import { IconArrowRight, IconCheck } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useAdminCan } from '../../../shared/auth/use-permission';
import { formatDate } from '../../../shared/format/date';
import { useTranslation } from '../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { formatMoney } from '../../../shared/money/money';
import { Link } from '../../../shared/router/react';
import { QueryError } from '../../../shared/ui/query-error';
import { adminBookingsQueryOptions, useBookingAction } from '../../agent-bookings/api/agent-bookings';
import { AgentBookingActionModal } from '../../bookings-core/booking/agent-booking-action-modal';
import { reportsKey } from '../api/reports';

const LATEST = 5;
/** The loading table's rows: the loaded rows' shape (two lines each), under a skeleton. */
const sampleRows = Array.from({ length: LATEST }, (_, index) => index);

/**
 * The five newest agent requests waiting for an admin, with a quick accept behind the agents-bookings
 * screen's own confirmation (ManageOrders), and a link to that screen filtered to Requested. Phones skip
 * the pickup column so the accept stays in view. Needs ViewAgentsBookings.
 */
export function LatestRequests() {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.language;
  const localized = useLocalizedPath();
  const canManage = useAdminCan('ManageOrders');
  const client = useQueryClient();
  const titleId = useId();
  const [accepting, setAccepting] = useState<AgentBookingListItem | null>(null);
  const bookingAction = useBookingAction();
  const requests = useQuery(
    adminBookingsQueryOptions({
      page: 1,
      limit: LATEST,
      status: 'Requested',
      dateField: 'createdAt',
      sort: '-createdAt',
    }),
  );
  const items = requests.data?.items ?? [];
  const head = (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{t('latest.reference')}</Table.Th>
        <Table.Th>{t('latest.agent')}</Table.Th>
        <Table.Th visibleFrom="sm">{t('latest.pickup')}</Table.Th>
        <Table.Th>{t('latest.total')}</Table.Th>
        {canManage && <Table.Th>{t('latest.action')}</Table.Th>}
      </Table.Tr>
    </Table.Thead>
  );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="h4" id={titleId}>
            {t('latest.title')}
          </Title>
          <Button
            component={Link}
            to={localized('/admin-panel/agents-bookings?status=Requested')}
            variant="subtle"
            size="compact-sm"
            rightSection={<IconArrowRight size={16} aria-hidden="true" className="mirror-in-rtl" />}
          >
            {t('latest.all')}
          </Button>
        </Group>
        {requests.isError ? (
          <QueryError onRetry={() => void requests.refetch()} />
        ) : requests.isPending ? (
          // The table's own height while it loads (issue #21: the sections below no longer move when the
          // requests arrive); nothing in it can take the focus.
          <Skeleton visible radius="sm" aria-hidden>
            <Table.ScrollContainer minWidth={420}>
              <Table verticalSpacing="xs">
                {head}
                <Table.Tbody>
                  {sampleRows.map((row) => (
                    <Table.Tr key={row}>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          MS-000000-0000
                        </Text>
                        <Text size="xs">…</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">…</Text>
                      </Table.Td>
                      <Table.Td visibleFrom="sm">
                        <Text size="sm">…</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">…</Text>
                      </Table.Td>
                      {canManage && (
                        <Table.Td>
                          <Text size="sm">{t('latest.accept')}</Text>
                        </Table.Td>
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Skeleton>
        ) : items.length === 0 ? (
          <Text c="dimmed" size="sm" py="md" ta="center">
            {t('latest.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing="xs" highlightOnHover data-testid="latest-requests">
              {head}
              <Table.Tbody>
                {items.map((booking) => (
                  <Table.Tr key={booking.id}>
                    <Table.Td>
                      <Text size="sm" fw={600} dir="ltr" span style={{ whiteSpace: 'nowrap' }}>
                        {booking.reference}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {booking.travellerName}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{booking.agent.companyName ?? booking.agent.name}</Text>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      <Text size="sm">{formatDate(booking.pickupAt, language, true)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatMoney(booking.price.total, language)}</Text>
                    </Table.Td>
                    {canManage && (
                      <Table.Td>
                        <Button
                          size="compact-sm"
                          variant="light"
                          leftSection={<IconCheck size={16} aria-hidden="true" />}
                          onClick={() => setAccepting(booking)}
                          aria-label={t('latest.acceptOne', { reference: booking.reference })}
                        >
                          {t('latest.accept')}
                        </Button>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {accepting && (
        <AgentBookingActionModal
          booking={accepting}
          action="accept"
          mutation={bookingAction}
          onClose={() => {
            setAccepting(null);
            // The figures move with an accepted booking; the list reloads through its own key.
            void client.invalidateQueries({ queryKey: reportsKey });
          }}
        />
      )}
    </Paper>
  );
}
