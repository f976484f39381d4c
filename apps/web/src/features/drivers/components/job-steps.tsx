import { Alert, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { type DriverStep, nextSteps, type StepPosition, takeStepBody } from '@masar/contract/driver-steps';
import { IconCheck, IconUserX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatDate } from '../../../shared/format/date';
import { tooLongMessage } from '../../../shared/forms/field-errors';
import { serverFormErrors } from '../../../shared/forms/server-messages';
import { useTranslation } from '../../../shared/i18n/translation';
import { toast } from '../../../shared/ui/toast';
import { JobStatusBadge, JobTimeline } from '../../bookings-core/booking/booking-job-progress';
import { myJobProgressQueryOptions, useTakeStep } from '../api/driver-steps';

/**
 * The phone's position for a step, when the driver allows it; null when refused, unavailable or slow
 * (the step is recorded without one).
 */
export function currentPosition(timeoutMs = 8000): Promise<StepPosition | null> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) {
      resolve(null);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({
          lat: position.coords.latitude,
          lng: position.coords.longitude,
          accuracy: Math.min(position.coords.accuracy, 100_000),
        }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 60_000 },
    );
  });
}

/** Re-renders when `at` passes (the no-show button becomes usable). */
function usePassed(at: string | null): boolean {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!at) return;
    const wait = new Date(at).getTime() - Date.now();
    if (wait <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(wait + 500, 2_147_483_647));
    return () => clearTimeout(timer);
  }, [at]);
  return !!at && new Date(at).getTime() <= now;
}

/**
 * The driver's steps of one job: its status, the next step as one big button (and, once arrived, the
 * no-show with its note after the waiting time), each sent with the phone's position; then the timeline.
 */
export function JobSteps({ jobId }: { jobId: string }) {
  const { t, i18n } = useTranslation('drivers');
  const { t: tAuth } = useTranslation('auth');
  const progress = useQuery(myJobProgressQueryOptions(jobId));
  const take = useTakeStep(jobId);
  const [locating, setLocating] = useState(false);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const noShowOpen = usePassed(progress.data?.noShowFrom ?? null);
  if (!progress.data) return null;
  const { status } = progress.data;
  const steps = nextSteps(status);
  const forward = steps.filter((step) => step !== 'NoShow');
  const canNoShow = steps.includes('NoShow');

  async function send(step: DriverStep) {
    const noteTooLong =
      step === 'NoShow'
        ? tooLongMessage(takeStepBody.safeParse({ step, note }).error?.issues, tAuth)
        : undefined;
    if (noteTooLong) return setNoteError(noteTooLong);
    setLocating(true);
    const position = await currentPosition();
    setLocating(false);
    setNoteError(undefined);
    const answer = await take
      .mutateAsync({ step, position, note: step === 'NoShow' ? note : null })
      .catch((error: unknown) => {
        if (step === 'NoShow') setNoteError(serverFormErrors(error, ['note'] as const).byField.note);
        return null;
      });
    if (answer) toast.success(t('steps.saved', { status: t(`steps.status.${step}`) }));
  }

  const busy = locating || take.isPending;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>{t('steps.title')}</Text>
          <JobStatusBadge status={status} />
        </Group>
        {forward.map((step) => (
          <Button
            key={step}
            size="lg"
            fullWidth
            color={step === 'Completed' ? 'green' : undefined}
            leftSection={<IconCheck size={20} aria-hidden="true" />}
            onClick={() => void send(step)}
            loading={busy}
          >
            {t(`steps.action.${step}`)}
          </Button>
        ))}
        {locating && (
          <Text size="sm" c="dimmed" role="status">
            {t('steps.locating')}
          </Text>
        )}
        {forward.length > 0 && (
          <Text size="xs" c="dimmed">
            {t('steps.positionHint')}
          </Text>
        )}
        {canNoShow && (
          <Stack gap="xs">
            <Textarea
              label={t('steps.noShowNote')}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              error={noteError}
              autosize
              minRows={2}
            />
            {!noShowOpen && progress.data.noShowFrom && (
              <Text size="sm" c="dimmed">
                {t('steps.noShowFrom', { time: formatDate(progress.data.noShowFrom, i18n.language, true) })}
              </Text>
            )}
            <Button
              variant="outline"
              color="red"
              leftSection={<IconUserX size={18} aria-hidden="true" />}
              onClick={() => void send('NoShow')}
              disabled={!noShowOpen}
              loading={busy}
            >
              {t('steps.action.NoShow')}
            </Button>
          </Stack>
        )}
        {(status === 'Completed' || status === 'NoShow') && (
          <Alert color={status === 'Completed' ? 'green' : 'gray'}>{t('steps.finished')}</Alert>
        )}
        <JobTimeline progress={progress.data} />
      </Stack>
    </Paper>
  );
}
