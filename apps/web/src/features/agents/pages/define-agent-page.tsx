import { Button } from '@mantine/core';
import { RequirePermission } from '../../../shared/auth/require-permission';
import { useTranslation } from '../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { Link, useNavigate } from '../../../shared/router/react';
import { PageHeader } from '../../../shared/ui/page-header';
import { usePageTitle } from '../../../shared/ui/route-handle';
import { toast } from '../../../shared/ui/toast';
import { useCreateAgent } from '../api/agents';
import { AgentForm } from '../components/agent-form';

function DefineAgent() {
  const { t } = useTranslation('agents');
  const title = usePageTitle();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const create = useCreateAgent();
  const list = localized('/admin-panel/agents/list');

  return (
    <>
      <PageHeader title={title} back={{ to: list, label: t('backToList') }} />
      <AgentForm
        agent={null}
        pending={create.isPending}
        onSubmit={async (submit) => {
          if (submit.kind !== 'create') return;
          const agent = await create.mutateAsync(submit.body);
          toast.success(t('created', { name: agent.name }));
          navigate(list);
        }}
        actions={
          <Button component={Link} to={list} variant="default">
            {t('form.cancel')}
          </Button>
        }
      />
    </>
  );
}

/** /admin-panel/agents/define: needs EditAgents. */
export function DefineAgentPage() {
  return (
    <RequirePermission permission="EditAgents">
      <DefineAgent />
    </RequirePermission>
  );
}
