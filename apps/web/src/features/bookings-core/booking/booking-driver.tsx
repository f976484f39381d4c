import {
  Anchor,
  Avatar,
  Button,
  Divider,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { type AssignedDriver, plateText } from '@masar/contract/drivers';
import { IconPhone, IconSteeringWheel, IconUserMinus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiRequestError } from '../../../shared/api/client';
import { localizeServerMessage } from '../../../shared/api/server-message';
import { useAdminCan } from '../../../shared/auth/use-permission';
import { useTranslation } from '../../../shared/i18n/translation';
import { Detail } from '../../../shared/ui/detail';
import { toast } from '../../../shared/ui/toast';
import { jobProgressQueryOptions } from '../../drivers/api/driver-steps';
import {
  type AssignmentKind,
  assignmentQueryOptions,
  driverOptionsQueryOptions,
  useChangeAssignment,
} from '../../drivers/api/drivers';
import { Section } from './booking-details';
import { JobStatusBadge, JobTimeline } from './booking-job-progress';

/** The driver and vehicle of a booking: photo, name, mobile (tap to call), car, colour and plate. */
export function AssignedDriverCard({ driver }: { driver: AssignedDriver }) {
  const { t, i18n } = useTranslation('drivers');
  const name = (named: { nameAr: string; nameEn: string }) =>
    i18n.language === 'en' ? named.nameEn : named.nameAr;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="assigned-driver">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Avatar src={driver.photoUrl} size={56} radius="xl" alt="" />
        <Stack gap="xs" style={{ minWidth: 0, flex: 1 }}>
          <Text fw={600}>{name(driver)}</Text>
          <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" m={0}>
            <Detail label={t('card.mobile')}>
              <Anchor
                href={`tel:${driver.mobile}`}
                size="sm"
                aria-label={t('card.call', { name: name(driver) })}
              >
                <Group gap={4} component="span" wrap="nowrap">
                  <IconPhone size={14} aria-hidden="true" />
                  <span dir="ltr">{driver.mobile}</span>
                </Group>
              </Anchor>
            </Detail>
            <Detail label={t('card.car')}>
              {name(driver.vehicle.car)} · {t(`colours.${driver.vehicle.colour}`)}
            </Detail>
            <Detail label={t('card.plate')}>
              <span dir="rtl" lang="ar">
                {plateText(driver.vehicle, 'ar')}
              </span>{' '}
              · <span dir="ltr">{driver.vehicle.plateLatin}</span>
            </Detail>
          </SimpleGrid>
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * The booking's driver for its agent or customer, after a divider, once one is assigned (nothing before).
 * Put inside BookingDetails (its `children`).
 */
export function BookingDriver({ kind, bookingId }: { kind: AssignmentKind; bookingId: string }) {
  const { t } = useTranslation('drivers');
  const assignment = useQuery(assignmentQueryOptions(kind, bookingId));
  const progress = useQuery(jobProgressQueryOptions(kind, bookingId));
  const driver = assignment.data?.driver;
  if (!driver) return null;
  return (
    <>
      <Divider />
      <Section title={t('card.title')}>
        <Stack gap="xs">
          <JobStatusBadge status={progress.data?.status ?? null} />
          <AssignedDriverCard driver={driver} />
        </Stack>
      </Section>
    </>
  );
}

/**
 * The admin drawer's driver section: the current driver, and for ManageOrders (with ViewDrivers, to pick one)
 * assign, change or unassign while the booking is Requested or Accepted. Another admin's change first is a
 * 409 (toasted) and the section reloads.
 */
export function AdminBookingDriver({
  kind,
  bookingId,
  status,
}: {
  kind: AssignmentKind;
  bookingId: string;
  status: string;
}) {
  const { t, i18n } = useTranslation('drivers');
  const canManage = useAdminCan('ManageOrders');
  const canPick = useAdminCan('ViewDrivers');
  const canAssign = canManage && canPick;
  const open = status === 'Requested' || status === 'Accepted';
  const assignment = useQuery(assignmentQueryOptions(kind, bookingId));
  const progress = useQuery(jobProgressQueryOptions(kind, bookingId));
  const options = useQuery({ ...driverOptionsQueryOptions(), enabled: canAssign && open });
  const change = useChangeAssignment(kind, bookingId);
  const [driverId, setDriverId] = useState<string | null>(null);
  const [vehicleId, setVehicleId] = useState<string | null>(null);
  // Set when the server said the driver is busy then: the admin may assign anyway with a reason (logged).
  const [overlap, setOverlap] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const current = assignment.data?.driver ?? null;
  const name = (named: { nameAr: string; nameEn: string }) =>
    i18n.language === 'en' ? named.nameEn : named.nameAr;
  const chosen = options.data?.find((driver) => driver.id === driverId);

  const reasonMissing = overlap !== null && reason.trim().length < 3;

  async function assign() {
    if (!driverId || !vehicleId || reasonMissing) return;
    const answer = await change
      .mutateAsync({
        assign: {
          driverId,
          vehicleId,
          expectedDriverId: current?.driverId ?? null,
          ...(overlap !== null && { overrideReason: reason.trim() }),
        },
      })
      .catch((error: unknown) => {
        const busy =
          error instanceof ApiRequestError &&
          error.messages.find((message) => message.startsWith('overrideReason:'));
        if (busy) setOverlap(localizeServerMessage(busy));
        return null;
      });
    if (answer?.driver) {
      toast.success(t('assignment.assigned', { name: name(answer.driver) }));
      setDriverId(null);
      setVehicleId(null);
      setOverlap(null);
      setReason('');
    }
  }

  const pickDriver = (value: string | null) => {
    setDriverId(value);
    setOverlap(null);
    const vehicles = options.data?.find((driver) => driver.id === value)?.vehicles ?? [];
    setVehicleId(vehicles.length === 1 ? (vehicles[0]?.id ?? null) : null);
  };

  async function unassign() {
    if (!current) return;
    const answer = await change
      .mutateAsync({ unassign: { expectedDriverId: current.driverId } })
      .catch(() => null);
    if (answer) toast.success(t('assignment.unassigned'));
  }

  return (
    <>
      <Divider />
      <Section title={t('assignment.title')}>
        <Stack gap="sm">
          {current ? (
            <>
              <JobStatusBadge status={progress.data?.status ?? null} />
              <AssignedDriverCard driver={current} />
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {t('assignment.none')}
            </Text>
          )}
          {canAssign && open && (
            <Stack gap="xs">
              {options.data && options.data.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('assignment.noDrivers')}
                </Text>
              ) : (
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                  <Select
                    label={t('assignment.driver')}
                    data={(options.data ?? [])
                      .filter((driver) => driver.id !== current?.driverId || driver.vehicles.length > 1)
                      .map((driver) => ({ value: driver.id, label: name(driver) }))}
                    value={driverId}
                    onChange={pickDriver}
                    searchable
                  />
                  <Select
                    label={t('assignment.vehicle')}
                    data={(chosen?.vehicles ?? []).map((vehicle) => ({
                      value: vehicle.id,
                      label: `${name(vehicle.car)} · ${plateText(vehicle, i18n.language)}`,
                    }))}
                    value={vehicleId}
                    onChange={setVehicleId}
                    disabled={!chosen}
                  />
                </SimpleGrid>
              )}
              {overlap !== null && (
                <Textarea
                  label={t('assignment.overrideReason')}
                  description={overlap}
                  value={reason}
                  onChange={(event) => setReason(event.currentTarget.value)}
                  required
                  autosize
                  minRows={2}
                  data-autofocus
                />
              )}
              <Group gap="sm">
                <Button
                  leftSection={<IconSteeringWheel size={18} aria-hidden="true" />}
                  onClick={() => void assign()}
                  disabled={!driverId || !vehicleId || reasonMissing}
                  loading={change.isPending}
                >
                  {current ? t('assignment.reassign') : t('assignment.assign')}
                </Button>
                {current && (
                  <Button
                    variant="default"
                    color="red"
                    leftSection={<IconUserMinus size={18} aria-hidden="true" />}
                    onClick={() => void unassign()}
                    loading={change.isPending}
                  >
                    {t('assignment.unassign')}
                  </Button>
                )}
              </Group>
            </Stack>
          )}
          {progress.data && progress.data.status !== null && <JobTimeline progress={progress.data} />}
        </Stack>
      </Section>
    </>
  );
}
