import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { RequirePermission } from '../../../shared/auth/require-permission';
import { agentOptionLabel } from '../../../shared/format/agent-option';
import { useTranslation } from '../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { useSearchParams } from '../../../shared/router/react';
import { PageHeader } from '../../../shared/ui/page-header';
import { usePageTitle } from '../../../shared/ui/route-handle';
import { paymentAgentsQueryOptions } from '../../transactions/api/transactions';
import { StatementView } from '../components/statement-view';

function AdminStatement() {
  const { t } = useTranslation('statements');
  const title = usePageTitle();
  const localized = useLocalizedPath();
  const [params, setParams] = useSearchParams();
  const agents = useQuery(paymentAgentsQueryOptions());
  const agentId = params.get('agentId') ?? undefined;
  const known = agents.data?.some((agent) => agent.id === agentId);
  return (
    <>
      <PageHeader
        title={title}
        description={t('adminIntro')}
        back={{ to: localized('/admin-panel/payments'), label: t('backToPayments') }}
      />
      <Select
        label={t('agent')}
        placeholder={t('chooseAgentPlaceholder')}
        data={(agents.data ?? []).map((agent) => ({ value: agent.id, label: agentOptionLabel(agent) }))}
        value={agentId ?? null}
        onChange={(value) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (value) next.set('agentId', value);
              else next.delete('agentId');
              return next;
            },
            { replace: true },
          )
        }
        searchable
        w={{ base: '100%', xs: 320 }}
        mb="md"
      />
      <StatementView agentId={known ? agentId : undefined} />
    </>
  );
}

/** /admin-panel/payments/statement[?agentId=]: any agent's statement of account (ViewPayments). */
export function AdminStatementPage() {
  return (
    <RequirePermission permission="ViewPayments">
      <AdminStatement />
    </RequirePermission>
  );
}
