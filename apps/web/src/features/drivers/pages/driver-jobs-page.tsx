import { Alert, Badge, Button, Card, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { DriverJob } from '@masar/contract/drivers';
import { IconChevronLeft, IconChevronRight, IconPlane, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ChangePasswordForm } from '../../../shared/auth/change-password-form';
import { useSignedInDriver } from '../../../shared/auth/use-auth';
import { formatDate } from '../../../shared/format/date';
import { useTranslation } from '../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { Link } from '../../../shared/router/react';
import { QueryError } from '../../../shared/ui/query-error';
import { myJobsQueryOptions } from '../api/drivers';
import { businessDay, pointName } from '../components/job-points';

function JobCard({ job }: { job: DriverJob }) {
  const { t, i18n } = useTranslation('drivers');
  const localized = useLocalizedPath();
  const Chevron = i18n.dir() === 'rtl' ? IconChevronLeft : IconChevronRight;
  return (
    <Card
      component={Link}
      to={localized(`/driver/job?id=${job.id}`)}
      withBorder
      radius="md"
      padding="md"
      aria-label={t('app.open', { reference: job.reference })}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={700} fz="lg" dir="auto">
            {formatDate(job.pickupAt, i18n.language, true)}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {pointName(job.pickup, i18n.language)}
          </Text>
          {job.dropoff && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              ← {pointName(job.dropoff, i18n.language)}
            </Text>
          )}
          <Group gap="xs" mt={4}>
            <Badge variant="light" size="sm" dir="ltr">
              {job.reference}
            </Badge>
            {job.flightNumber && (
              <Badge
                variant="outline"
                size="sm"
                leftSection={<IconPlane size={12} aria-hidden="true" />}
                dir="ltr"
              >
                {job.flightNumber}
              </Badge>
            )}
          </Group>
        </Stack>
        <Chevron size={22} aria-hidden="true" style={{ flexShrink: 0 }} />
      </Group>
    </Card>
  );
}

/** /driver: the signed-in driver's trips, today's first, then the upcoming ones (soonest first). */
export function DriverJobsPage() {
  const { t } = useTranslation(['drivers', 'auth']);
  const driver = useSignedInDriver();
  const jobs = useQuery({ ...myJobsQueryOptions(), enabled: !driver?.mustChangePassword });

  if (driver?.mustChangePassword) {
    return (
      <Paper withBorder radius="md" p="md">
        <Title order={1} fz="h3" mb="xs">
          {t('auth:changePassword.title')}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t('app.changePassword')}
        </Text>
        <ChangePasswordForm />
      </Paper>
    );
  }

  const today = businessDay(new Date());
  const list = jobs.data ?? [];
  const groups = [
    { label: t('app.today'), items: list.filter((job) => businessDay(job.pickupAt) <= today) },
    { label: t('app.upcoming'), items: list.filter((job) => businessDay(job.pickupAt) > today) },
  ].filter((group) => group.items.length > 0);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} fz="h2">
          {t('app.title')}
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconRefresh size={16} aria-hidden="true" />}
          onClick={() => void jobs.refetch()}
          loading={jobs.isFetching}
        >
          {t('app.refresh')}
        </Button>
      </Group>
      {jobs.isError ? (
        <QueryError onRetry={() => void jobs.refetch()} />
      ) : jobs.isPending ? (
        <Stack aria-busy="true">
          <Skeleton h={110} radius="md" />
          <Skeleton h={110} radius="md" />
        </Stack>
      ) : groups.length === 0 ? (
        <Alert variant="light">{t('app.empty')}</Alert>
      ) : (
        groups.map((group) => (
          <Stack key={group.label} gap="sm" component="section" aria-label={group.label}>
            <Title order={2} fz="h4">
              {group.label}
            </Title>
            {group.items.map((job) => (
              <JobCard key={job.id} job={job} />
            ))}
          </Stack>
        ))
      )}
    </Stack>
  );
}
