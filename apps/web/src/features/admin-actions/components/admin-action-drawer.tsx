import { Anchor, Drawer, Group, SimpleGrid, Stack, Text, Title, useMatches } from '@mantine/core';
import type { AdminAction, AdminActionEntity } from '@masar/contract/admin-actions';
import { formatDate } from '../../../shared/format/date';
import { useTranslation } from '../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { Link } from '../../../shared/router/react';
import { ActionBadge } from './action-badge';
import { ActionChangesTable } from './action-changes-table';
import { recordName } from './action-diff';

/** Where each kind of record is opened; a deleted record, areas and services (edited in place) have no page. */
const recordPages: Partial<Record<AdminActionEntity, (id: string) => string>> = {
  Agent: (id) => `/admin-panel/agents/edit?id=${id}`,
  Admin: (id) => `/admin-panel/admins/edit?id=${id}`,
  Car: (id) => `/admin-panel/cars/edit-cars?id=${id}`,
  Location: (id) => `/admin-panel/locations/edit-locations?id=${id}`,
  AgentBooking: (id) => `/admin-panel/agents-bookings?id=${id}`,
  // One record, one page.
  SellerSettings: () => '/admin-panel/invoices/seller',
  DriverStepSettings: () => '/admin-panel/drivers/list',
};

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** One action in full: who, when, on what, the note, and the before/after with the changes highlighted. */
export function AdminActionDrawer({ action, onClose }: { action: AdminAction | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin-actions');
  const name = action ? recordName(action, i18n.language) : null;
  const size = useMatches({ base: '100%', sm: 'xl' });
  const localized = useLocalizedPath();
  const page = action && action.action !== 'Delete' ? recordPages[action.entityType] : undefined;
  return (
    <Drawer
      opened={action !== null}
      onClose={onClose}
      position={i18n.dir() === 'rtl' ? 'left' : 'right'}
      size={size}
      title={
        action && (
          <Title order={2} fz="h4">
            {t('details.title', {
              action: t(`action.${action.action}`),
              entity: t(`entity.${action.entityType}`),
            })}
          </Title>
        )
      }
      closeButtonProps={{ 'aria-label': t('details.close') }}
    >
      {action && (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Fact label={t('details.when')}>
              <Text size="sm">{formatDate(action.createdAt, i18n.language, true)}</Text>
            </Fact>
            <Fact label={t('details.by')}>
              <Text size="sm">{action.admin.name}</Text>
            </Fact>
            <Fact label={t('details.record')}>
              <Group gap="xs" wrap="wrap">
                <ActionBadge action={action.action} />
                <Text size="sm">{t(`entity.${action.entityType}`)}</Text>
                {name && (
                  <Text size="sm" fw={600} dir="auto">
                    {name}
                  </Text>
                )}
              </Group>
              <Text size="xs" c="dimmed" dir="ltr" ta="start" style={{ overflowWrap: 'anywhere' }}>
                {action.entityId}
              </Text>
              {page && (
                <Anchor component={Link} to={localized(page(action.entityId))} size="sm" onClick={onClose}>
                  {t('details.open')}
                </Anchor>
              )}
            </Fact>
            {(action.noteCode || action.note) && (
              <Fact label={t('details.note')}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {action.noteCode && t(`details.noteCode.${action.noteCode}`)}
                  {action.noteCode && action.note && ': '}
                  {/* What an admin typed, as typed: isolated for bidi. */}
                  {action.note && <bdi dir="auto">{action.note}</bdi>}
                </Text>
              </Fact>
            )}
          </SimpleGrid>
          <ActionChangesTable key={action.id} action={action} />
        </Stack>
      )}
    </Drawer>
  );
}
