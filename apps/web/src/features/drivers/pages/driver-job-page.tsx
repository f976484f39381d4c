import { Anchor, Badge, Button, Divider, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { idParams } from '@masar/contract/common';
import { type DriverJob, plateText } from '@masar/contract/drivers';
import { IconArrowBack, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { isNotFound } from '../../../shared/api/error-status';
import { formatDate } from '../../../shared/format/date';
import { useTranslation } from '../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { Link, useSearchParams } from '../../../shared/router/react';
import { Detail } from '../../../shared/ui/detail';
import { QueryError } from '../../../shared/ui/query-error';
import { RecordNotFound } from '../../../shared/ui/record-not-found';
import { myJobQueryOptions } from '../api/drivers';
import { mapsLink, pointName } from '../components/job-points';
import { JobSteps } from '../components/job-steps';

function PointBlock({ label, point }: { label: string; point: NonNullable<DriverJob['dropoff']> }) {
  const { t, i18n } = useTranslation('drivers');
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {pointName(point, i18n.language)}
      </Text>
      <Button
        component="a"
        href={mapsLink(point)}
        target="_blank"
        rel="noopener"
        variant="light"
        leftSection={<IconMapPin size={18} aria-hidden="true" />}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('job.openMap')}
      </Button>
    </Stack>
  );
}

function Job({ id }: { id: string }) {
  const { t, i18n } = useTranslation('drivers');
  const localized = useLocalizedPath();
  const job = useQuery(myJobQueryOptions(id));
  const back = { to: localized('/driver'), label: t('app.back') };
  if (isNotFound(job.error)) return <RecordNotFound message={t('app.notFound')} back={back} />;
  if (job.isError) return <QueryError onRetry={() => void job.refetch()} />;
  if (!job.data) return <Skeleton h={400} radius="md" aria-busy="true" />;
  const data = job.data;
  const name = (one: { nameAr: string; nameEn: string }) =>
    i18n.language === 'en' ? one.nameEn : one.nameAr;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={back.to} size="sm">
        <Group gap={4} component="span">
          <IconArrowBack size={16} aria-hidden="true" />
          {back.label}
        </Group>
      </Anchor>
      <JobSteps jobId={data.id} />
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <Stack gap={0}>
              <Text size="sm" c="dimmed">
                {t('job.pickupAt')}
              </Text>
              <Title order={1} fz="h2" dir="auto">
                {formatDate(data.pickupAt, i18n.language, true)}
              </Title>
            </Stack>
            <Badge variant="light" dir="ltr" aria-label={`${t('job.reference')} ${data.reference}`}>
              {data.reference}
            </Badge>
          </Group>
          {data.flightNumber && (
            <Detail label={t('job.flight')} ltr>
              {data.flightNumber}
            </Detail>
          )}
          <Divider />
          <PointBlock label={t('job.pickup')} point={data.pickup} />
          {data.dropoff ? (
            <PointBlock label={t('job.dropoff')} point={data.dropoff} />
          ) : (
            <Text size="sm">{t('job.hourly')}</Text>
          )}
          <Divider />
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t('job.traveller')}
            </Text>
            <Text fw={600}>{data.travellerName}</Text>
            <Button
              component="a"
              href={`tel:${data.travellerPhone}`}
              color="green"
              leftSection={<IconPhone size={18} aria-hidden="true" />}
              aria-label={t('job.call', { name: data.travellerName })}
              style={{ alignSelf: 'flex-start' }}
            >
              <span dir="ltr">{data.travellerPhone}</span>
            </Button>
          </Stack>
          <Group grow>
            <Detail label={t('job.passengers')}>{data.passengers}</Detail>
            <Detail label={t('job.bags')}>{data.bags}</Detail>
          </Group>
          <Detail label={t('job.extras')}>
            {data.extras.length
              ? data.extras.map((extra) => `${name(extra)} × ${extra.quantity}`).join('، ')
              : t('job.noExtras')}
          </Detail>
          {data.notes && <Detail label={t('job.notes')}>{data.notes}</Detail>}
          <Detail label={t('job.vehicle')}>
            {name(data.vehicle.car)} · <bdi>{plateText(data.vehicle, i18n.language)}</bdi> ·{' '}
            {t(`colours.${data.vehicle.colour}`)}
          </Detail>
        </Stack>
      </Paper>
    </Stack>
  );
}

/** /driver/job?id=: one of the signed-in driver's trips (404 page for any other id). */
export function DriverJobPage() {
  const [params] = useSearchParams();
  const parsed = idParams.safeParse({ id: params.get('id') ?? '' });
  if (!parsed.success) return null; // the route's rule shows the 404 page
  return <Job key={parsed.data.id} id={parsed.data.id} />;
}
