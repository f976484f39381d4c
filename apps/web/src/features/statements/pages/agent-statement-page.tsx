import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { PageHeader } from '../../../shared/ui/page-header';
import { usePageTitle } from '../../../shared/ui/route-handle';
import { currentAgentQueryOptions } from '../../agents/api/agents';
import { StatementView } from '../components/statement-view';

/** /panel/profile/statement: the signed-in agent's statement of account (from the wallet page). */
export function AgentStatementPage() {
  const { t } = useTranslation('statements');
  const title = usePageTitle();
  const localized = useLocalizedPath();
  const agent = useQuery(currentAgentQueryOptions());
  return (
    <>
      <PageHeader
        title={title}
        description={t('intro')}
        back={{ to: localized('/panel/profile/wallet-transactions'), label: t('backToWallet') }}
      />
      <StatementView agentId={agent.data?.id} />
    </>
  );
}
