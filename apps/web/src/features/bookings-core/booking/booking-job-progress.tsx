import { Anchor, Badge, Stack, Text, Timeline } from '@mantine/core';
import type { JobProgress } from '@masar/contract/driver-steps';
import type { DriverJobStatus } from '@masar/contract/drivers';
import { IconMapPin } from '@tabler/icons-react';
import { formatDate } from '../../../shared/format/date';
import { useTranslation } from '../../../shared/i18n/translation';

const colours: Partial<Record<DriverJobStatus, string>> = {
  Assigned: 'gray',
  OnTheWay: 'blue',
  Arrived: 'teal',
  PassengerOnBoard: 'indigo',
  Completed: 'green',
  NoShow: 'red',
};

/** The live status of a booking's driver job ("Driver on the way", "Arrived", …); nothing without a driver. */
export function JobStatusBadge({ status }: { status: DriverJobStatus | null }) {
  const { t } = useTranslation('drivers');
  if (!status || !colours[status]) return null;
  return (
    <Badge color={colours[status]} variant="light" size="lg" data-testid="job-status" role="status">
      {t(`steps.status.${status}`)}
    </Badge>
  );
}

/** A maps link of a step's position (any phone opens it in its maps app). */
const mapsLink = (position: { lat: number; lng: number }) =>
  `https://www.google.com/maps/search/?api=1&query=${position.lat},${position.lng}`;

/**
 * The job's timeline for the admin drawer: each step, its time in the business time zone, who took it and
 * where (a maps link), and the driver's note.
 */
export function JobTimeline({ progress }: { progress: JobProgress }) {
  const { t, i18n } = useTranslation('drivers');
  if (!progress.steps.length) {
    return (
      <Text size="sm" c="dimmed">
        {t('steps.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {t('steps.timeline')}
      </Text>
      <Timeline bulletSize={14} lineWidth={2} active={progress.steps.length - 1} data-testid="job-timeline">
        {progress.steps.map((step) => (
          <Timeline.Item key={`${step.step}-${step.at}`} title={t(`steps.status.${step.step}`)}>
            <Text size="xs" c="dimmed">
              {formatDate(step.at, i18n.language, true)} ·{' '}
              {t('steps.by', { name: i18n.language === 'en' ? step.driverNameEn : step.driverNameAr })}
            </Text>
            {step.position ? (
              <Anchor href={mapsLink(step.position)} target="_blank" rel="noopener" size="xs">
                <IconMapPin size={12} aria-hidden="true" />{' '}
                {t('steps.position', { accuracy: Math.round(step.position.accuracy) })}
              </Anchor>
            ) : (
              <Text size="xs" c="dimmed">
                {t('steps.noPosition')}
              </Text>
            )}
            {step.note && (
              <Text size="sm" dir="auto">
                {step.note}
              </Text>
            )}
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}
