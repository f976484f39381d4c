import { Grid, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ChangePasswordForm } from '../../../shared/auth/change-password-form';
import { useTranslation } from '../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryError } from '../../../shared/ui/query-error';
import { usePageTitle } from '../../../shared/ui/route-handle';
import { currentAgentQueryOptions } from '../api/agents';
import { PersonalInfoForm } from '../components/personal-info-form';

/** /panel/profile/personal-info: the agent's own details and picture, and the password. */
export function PersonalInfoPage() {
  const { t } = useTranslation(['profile', 'auth']);
  const title = usePageTitle();
  const localized = useLocalizedPath();
  const current = useQuery(currentAgentQueryOptions());

  return (
    <Stack gap={0} maw={1100}>
      <PageHeader
        title={title}
        back={{ to: localized('/panel/profile'), label: t('personal.backToProfile') }}
      />
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper
            withBorder
            radius="md"
            p={{ base: 'md', sm: 'lg' }}
            component="section"
            aria-labelledby="personal-details"
          >
            <Title order={2} fz="h4" mb="md" id="personal-details">
              {t('personal.details')}
            </Title>
            {current.data ? (
              <PersonalInfoForm key={current.data.id} agent={current.data} />
            ) : current.isError ? (
              <QueryError onRetry={() => void current.refetch()} />
            ) : (
              <Skeleton h={420} radius="md" />
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper
            withBorder
            radius="md"
            p={{ base: 'md', sm: 'lg' }}
            component="section"
            aria-labelledby="change-password"
          >
            <Title order={2} fz="h4" mb="md" id="change-password">
              {t('auth:changePassword.title')}
            </Title>
            <ChangePasswordForm />
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
