import { Box, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useSignedInAdmin } from '../../../shared/auth/use-auth';
import { useAdminCan } from '../../../shared/auth/use-permission';
import { useTranslation } from '../../../shared/i18n/translation';
import { PageHeader } from '../../../shared/ui/page-header';
import { useReachedScreen } from '../../../shared/ui/use-reached-screen';
import { LatestRequests } from '../components/latest-requests';
import { LowBalances } from '../components/low-balances';
import { ReportFigures } from '../components/report-figures';

// The charts library is big: it loads with the charts, only for admins who may see them.
const ReportCharts = lazy(() =>
  import('../components/report-charts').then((module) => ({ default: module.ReportCharts })),
);

/** What the charts' place holds until they are there: about their period picker and first row. */
const CHARTS_PLACEHOLDER_HEIGHT = 420;

/**
 * The charts come when their place first reaches the screen (issue #21): downloading and drawing them is
 * most of the dashboard's main-thread work, and they are below the figures and the latest requests. The
 * place is reserved, so nothing above moves when they arrive.
 */
function ChartsWhenVisible() {
  const { ref, reached } = useReachedScreen();
  const placeholder = <Skeleton h={CHARTS_PLACEHOLDER_HEIGHT} radius="md" />;
  return (
    <Box ref={ref} mih={CHARTS_PLACEHOLDER_HEIGHT} data-testid="report-charts">
      {reached ? (
        <Suspense fallback={placeholder}>
          <ReportCharts />
        </Suspense>
      ) : (
        placeholder
      )}
    </Box>
  );
}

/**
 * /admin-panel: today's and this month's figures and the charts (ViewReports), the latest requests
 * (ViewAgentsBookings). Each widget shows only to admins who may read its data; an admin with none of
 * those permissions gets a welcome and the way to the sections they have.
 */
export function ReportsPage() {
  const { t } = useTranslation(['reports', 'permissions']);
  const admin = useSignedInAdmin();
  const canViewReports = useAdminCan('ViewReports');
  const canViewBookings = useAdminCan('ViewAgentsBookings');

  return (
    <>
      <PageHeader title={t('admin.welcome', { name: admin?.name ?? '' })} description={t('admin.intro')} />
      {canViewReports || canViewBookings ? (
        <Stack gap="xl">
          {canViewReports && <ReportFigures />}
          {canViewBookings && <LatestRequests />}
          {canViewReports && <LowBalances />}
          {canViewReports && <ChartsWhenVisible />}
        </Stack>
      ) : (
        <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} data-testid="dashboard-welcome">
          <Stack gap="sm">
            <Text>
              {t('admin.noWidgets', {
                reports: t('permissions:names.ViewReports.label'),
                bookings: t('permissions:names.ViewAgentsBookings.label'),
              })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('admin.permissions', { count: admin?.permissions?.length ?? 0 })}
            </Text>
          </Stack>
        </Paper>
      )}
    </>
  );
}
