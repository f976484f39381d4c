import {
  Alert,
  Avatar,
  Badge,
  Button,
  Drawer,
  Group,
  Loader,
  Radio,
  Select,
  Stack,
  Text,
  Textarea,
  useMatches,
} from '@mantine/core';
import { assignDriverBody, type DispatchTrip, plateText } from '@masar/contract/drivers';
import { IconAlertTriangle, IconSteeringWheel, IconUserMinus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { tooLongMessage } from '../../../shared/forms/field-errors';
import { useTranslation } from '../../../shared/i18n/translation';
import { toast } from '../../../shared/ui/toast';
import { isoToZoned } from '../../bookings-core/trip/business-time';
import { dispatchDriversQueryOptions, useChangeAssignment } from '../api/drivers';
import { overlapsOf } from './dispatch-overlap';

const time = (iso: string) => isoToZoned(iso).time;

/**
 * The picker drawer of one trip: every active driver with their jobs that day, an overlap flagged; the
 * vehicle; a reason when the chosen driver is busy then. Keyboard: the drawer traps focus, arrows move in the
 * driver list, Escape closes. Assigning goes through the one assignment endpoint (409 when someone was first).
 */
export function DispatchPicker({
  trip,
  date,
  onClose,
}: {
  trip: DispatchTrip;
  date: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('dispatch');
  const { t: tAuth } = useTranslation('auth');
  const name = (named: { nameAr: string; nameEn: string }) =>
    i18n.language === 'en' ? named.nameEn : named.nameAr;
  const size = useMatches({ base: '100%', sm: 'md' });
  const drivers = useQuery(dispatchDriversQueryOptions(date));
  const change = useChangeAssignment(trip.bookingKind === 'Agent' ? 'agent' : 'customer', trip.bookingId);
  const current = trip.job.driver;
  const [driverId, setDriverId] = useState<string | null>(null);
  const [vehicleId, setVehicleId] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const chosen = drivers.data?.find((driver) => driver.id === driverId);
  const clashes = chosen ? overlapsOf(trip, chosen) : [];
  const needsReason = clashes.length > 0;
  const reasonMissing = needsReason && reason.trim().length < 3;
  // Checked as it is typed, like the button's state.
  const reasonTooLong = tooLongMessage(
    assignDriverBody.shape.overrideReason.safeParse(reason).error?.issues,
    tAuth,
  );

  async function assign() {
    if (!driverId || !vehicleId || reasonMissing || reasonTooLong) return;
    const answer = await change
      .mutateAsync({
        assign: {
          driverId,
          vehicleId,
          expectedDriverId: current?.id ?? null,
          ...(needsReason && { overrideReason: reason.trim() }),
        },
      })
      .catch(() => null);
    if (answer?.driver) {
      toast.success(t('picker.assigned', { name: name(answer.driver), reference: trip.reference }));
      onClose();
    }
  }

  async function unassign() {
    if (!current) return;
    const answer = await change.mutateAsync({ unassign: { expectedDriverId: current.id } }).catch(() => null);
    if (answer) {
      toast.success(t('picker.unassigned', { reference: trip.reference }));
      onClose();
    }
  }

  return (
    <Drawer
      opened
      onClose={onClose}
      position={i18n.dir() === 'rtl' ? 'left' : 'right'}
      size={size}
      title={t('picker.title', { reference: trip.reference })}
      closeButtonProps={{ 'aria-label': t('picker.close') }}
    >
      <Stack gap="md">
        <Text size="sm">
          {t('picker.trip', {
            from: time(trip.pickupAt),
            to: time(trip.endsAt),
            route: trip.to ? `${name(trip.from)} ${t('arrow')} ${name(trip.to)}` : name(trip.from),
          })}
        </Text>
        {current && (
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">
              {t('picker.current', {
                name: name(current),
                plate: trip.job.vehicle ? plateText(trip.job.vehicle, i18n.language) : '',
              })}
            </Text>
            <Button
              variant="default"
              color="red"
              size="xs"
              leftSection={<IconUserMinus size={16} aria-hidden="true" />}
              onClick={() => void unassign()}
              loading={change.isPending}
            >
              {t('picker.unassign')}
            </Button>
          </Group>
        )}
        {drivers.isPending ? (
          <Loader size="sm" aria-label={t('picker.loading')} />
        ) : drivers.data?.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('picker.noDrivers')}
          </Text>
        ) : (
          <Radio.Group
            label={t('picker.drivers')}
            value={driverId}
            onChange={(value) => {
              setDriverId(value);
              const vehicles = drivers.data?.find((driver) => driver.id === value)?.vehicles ?? [];
              setVehicleId(vehicles[0]?.id ?? null);
            }}
          >
            <Stack gap="xs" mt="xs">
              {(drivers.data ?? []).map((driver) => {
                const overlaps = overlapsOf(trip, driver);
                const others = driver.jobs.filter((job) => job.bookingId !== trip.bookingId);
                return (
                  <Radio.Card
                    key={driver.id}
                    value={driver.id}
                    radius="md"
                    p="sm"
                    data-testid="picker-driver"
                    aria-label={`${name(driver)}${overlaps.length ? ` — ${t('picker.overlaps')}` : ''}`}
                  >
                    <Group gap="sm" wrap="nowrap" align="flex-start">
                      <Radio.Indicator mt={4} />
                      <Avatar src={driver.photoUrl} size={36} radius="xl" alt="" />
                      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                        <Group gap="xs" justify="space-between">
                          <Text fw={600} size="sm">
                            {name(driver)}
                          </Text>
                          {overlaps.length > 0 ? (
                            <Badge
                              color="orange"
                              variant="light"
                              size="sm"
                              leftSection={<IconAlertTriangle size={12} aria-hidden="true" />}
                            >
                              {t('picker.overlaps')}
                            </Badge>
                          ) : (
                            <Badge color="green" variant="light" size="sm">
                              {t('picker.free')}
                            </Badge>
                          )}
                        </Group>
                        <Text size="xs" c="dimmed">
                          {others.length === 0
                            ? t('picker.noJobs')
                            : `${t('picker.jobsThatDay')}: ${others
                                .map(
                                  (job) =>
                                    `${time(job.pickupAt)}–${time(job.endsAt)} ${job.reference ?? t('picker.otherJob')}`,
                                )
                                .join(' · ')}`}
                        </Text>
                      </Stack>
                    </Group>
                  </Radio.Card>
                );
              })}
            </Stack>
          </Radio.Group>
        )}
        {chosen && (
          <Select
            label={t('picker.vehicle')}
            data={chosen.vehicles.map((vehicle) => ({
              value: vehicle.id,
              label: `${name(vehicle.car)} · ${plateText(vehicle, i18n.language)}`,
            }))}
            value={vehicleId}
            onChange={setVehicleId}
            allowDeselect={false}
          />
        )}
        {needsReason && (
          <>
            <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden="true" />}>
              {t('picker.reasonHint', {
                references: clashes.map((job) => job.reference ?? t('picker.otherJob')).join(', '),
              })}
            </Alert>
            <Textarea
              label={t('picker.reason')}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              error={reasonTooLong}
              autosize
              minRows={2}
              required
            />
          </>
        )}
        <Group gap="sm">
          <Button
            leftSection={<IconSteeringWheel size={18} aria-hidden="true" />}
            onClick={() => void assign()}
            disabled={!driverId || !vehicleId || reasonMissing || Boolean(reasonTooLong)}
            loading={change.isPending}
          >
            {needsReason ? t('picker.assignAnyway') : t('picker.assign')}
          </Button>
          <Button variant="default" onClick={onClose}>
            {t('picker.cancel')}
          </Button>
        </Group>
      </Stack>
    </Drawer>
  );
}
