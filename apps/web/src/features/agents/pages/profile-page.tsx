import { Avatar, Button, Divider, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Agent } from '@masar/contract/auth';
import { IconUserEdit, IconWallet } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSignedInAgent } from '../../../shared/auth/use-auth';
import { countryName } from '../../../shared/format/countries';
import { formatDate } from '../../../shared/format/date';
import { useTranslation } from '../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { formatMoney } from '../../../shared/money/money';
import { Link } from '../../../shared/router/react';
import { initialsOf } from '../../../shared/ui/initials';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryError } from '../../../shared/ui/query-error';
import { usePageTitle } from '../../../shared/ui/route-handle';
import { currentAgentQueryOptions } from '../api/agents';
import { ProfileLinks } from '../components/profile-links';

function Detail({ label, value, ltr }: { label: string; value: string | null; ltr?: boolean }) {
  const { t } = useTranslation('profile');
  return (
    <div>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text size="sm" c={value ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
        {value ? <span dir={ltr ? 'ltr' : undefined}>{value}</span> : t('overview.notSet')}
      </Text>
    </div>
  );
}

function Overview({ agent, fresh }: { agent: Agent; fresh: boolean }) {
  const { t, i18n } = useTranslation('profile');
  const localized = useLocalizedPath();
  const separator = i18n.language === 'ar' ? '، ' : ', ';
  // A country stored as its ISO code ("SA") is named in the reader's language; free text stays as typed.
  const place =
    [agent.city, countryName(agent.country, i18n.language)].filter(Boolean).join(separator) || null;
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Paper withBorder radius="md" p="lg" h="100%">
          <Group gap="md" wrap="nowrap" align="center">
            <Avatar
              src={agent.avatarUrl}
              alt={t('overview.avatarOf', { name: agent.name })}
              name={agent.name}
              color="initials"
              size={72}
              radius={72}
            >
              {initialsOf(agent.name)}
            </Avatar>
            <Stack gap={2} miw={0}>
              <Title order={2} fz="h3" style={{ overflowWrap: 'anywhere' }}>
                {agent.name}
              </Title>
              {agent.companyName && <Text c="dimmed">{agent.companyName}</Text>}
              <Text size="xs" c="dimmed">
                {t('overview.memberSince', { date: formatDate(agent.createdAt, i18n.language) })}
              </Text>
            </Stack>
          </Group>
          <Divider my="md" />
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, xs: 6 }}>
              <Detail label={t('overview.email')} value={agent.email} ltr />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 6 }}>
              <Detail label={t('overview.phone')} value={agent.phone} ltr />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 6 }}>
              <Detail label={t('overview.location')} value={place} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 6 }}>
              <Detail label={t('overview.address')} value={agent.address} />
            </Grid.Col>
          </Grid>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper withBorder radius="md" p="lg" h="100%" bg="masar.0">
          <Stack gap="xs" h="100%" justify="space-between">
            <div>
              <Group gap="xs">
                <IconWallet size={20} aria-hidden="true" />
                <Text fw={500}>{t('overview.balance')}</Text>
              </Group>
              {fresh ? (
                <Text fz={32} fw={700} c="masar.8" data-testid="profile-balance">
                  <span dir="auto">{formatMoney(agent.balance, i18n.language)}</span>
                </Text>
              ) : (
                <Skeleton h={40} w={180} my={4} />
              )}
              <Text size="sm" c="dimmed">
                {t('overview.balanceHint')}
              </Text>
            </div>
            <Button
              component={Link}
              to={localized('/panel/profile/wallet-transactions')}
              variant="white"
              w="fit-content"
            >
              {t('overview.links.wallet')}
            </Button>
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}

/** /panel/profile: who the agent is, the wallet balance, and the way to the other profile pages. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const title = usePageTitle();
  const localized = useLocalizedPath();
  const session = useSignedInAgent();
  const current = useQuery(currentAgentQueryOptions());
  const agent = current.data ?? session;

  return (
    <Stack gap="xl" maw={1100}>
      <div>
        <PageHeader
          title={title}
          actions={
            <Button
              component={Link}
              to={localized('/panel/profile/personal-info')}
              leftSection={<IconUserEdit size={18} aria-hidden="true" />}
              variant="light"
            >
              {t('overview.editProfile')}
            </Button>
          }
        />
        {current.isError && !current.data ? (
          <QueryError onRetry={() => void current.refetch()} />
        ) : agent ? (
          <Overview agent={agent} fresh={Boolean(current.data)} />
        ) : (
          <Skeleton h={220} radius="md" />
        )}
      </div>
      <ProfileLinks />
    </Stack>
  );
}
