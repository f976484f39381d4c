import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { idParams } from '@masar/contract/common';
import { useQuery } from '@tanstack/react-query';
import { isForbidden, isNotFound } from '../../../shared/api/error-status';
import { RequirePermission } from '../../../shared/auth/require-permission';
import { useAdminCan } from '../../../shared/auth/use-permission';
import { formatDate } from '../../../shared/format/date';
import { useTranslation } from '../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { Link, useSearchParams } from '../../../shared/router/react';
import { ActiveBadge } from '../../../shared/ui/active-badge';
import { NoAccess } from '../../../shared/ui/no-access';
import { PageHeader } from '../../../shared/ui/page-header';
import { QueryError } from '../../../shared/ui/query-error';
import { RecordNotFound } from '../../../shared/ui/record-not-found';
import { usePageTitle } from '../../../shared/ui/route-handle';
import { toast } from '../../../shared/ui/toast';
import { AgentWallet } from '../../wallet-core/agent-wallet';
import { agentQueryOptions, useEditAgent } from '../api/agents';
import { AgentForm } from '../components/agent-form';

function EditAgent({ id }: { id: string }) {
  const { t, i18n } = useTranslation('agents');
  const title = usePageTitle();
  const localized = useLocalizedPath();
  const canEdit = useAdminCan('EditAgents');
  const agent = useQuery(agentQueryOptions(id));
  const edit = useEditAgent();
  const list = localized('/admin-panel/agents/list');
  const back = { to: list, label: t('backToList') };

  if (isForbidden(agent.error)) return <NoAccess permission="ViewAgents" />;

  return (
    <>
      <PageHeader
        title={title}
        back={back}
        description={
          agent.data && (
            <Group gap="xs" component="span" wrap="wrap">
              <Text component="span" fw={600} c="var(--mantine-color-text)">
                {agent.data.name}
              </Text>
              <ActiveBadge active={agent.data.active} />
              <Text component="span" size="sm" c="dimmed">
                {t('form.createdAt', { date: formatDate(agent.data.createdAt, i18n.language) })}
              </Text>
            </Group>
          )
        }
      />
      {isNotFound(agent.error) ? (
        <RecordNotFound message={t('notFound')} back={back} />
      ) : agent.data ? (
        <>
          <AgentForm
            key={agent.data.id}
            agent={agent.data}
            readOnly={!canEdit}
            pending={edit.isPending}
            onSubmit={async (submit) => {
              if (submit.kind !== 'update') return;
              const saved = await edit.mutateAsync({ id, body: submit.body });
              toast.success(t('saved', { name: saved.name }));
            }}
            actions={
              <Button component={Link} to={list} variant="default">
                {t('form.cancel')}
              </Button>
            }
          />
          <AgentWallet agent={agent.data} />
        </>
      ) : agent.isError ? (
        <QueryError onRetry={() => void agent.refetch()} />
      ) : (
        <Stack gap="lg" aria-busy="true">
          <Skeleton h={220} radius="md" />
          <Skeleton h={260} radius="md" />
        </Stack>
      )}
    </>
  );
}

function EditAgentFromUrl() {
  const { t } = useTranslation('agents');
  const title = usePageTitle();
  const localized = useLocalizedPath();
  const [params] = useSearchParams();
  const parsed = idParams.safeParse({ id: params.get('id') ?? '' });
  if (!parsed.success) {
    const back = { to: localized('/admin-panel/agents/list'), label: t('backToList') };
    return (
      <>
        <PageHeader title={title} />
        <RecordNotFound message={t('missingId')} back={back} />
      </>
    );
  }
  return <EditAgent key={parsed.data.id} id={parsed.data.id} />;
}

/** /admin-panel/agents/edit?id=: needs ViewAgents; read-only without EditAgents. */
export function EditAgentPage() {
  return (
    <RequirePermission permission="ViewAgents">
      <EditAgentFromUrl />
    </RequirePermission>
  );
}
