import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { stripLanguagePrefix } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { formatMoney } from '../../../shared/money/money';
import { Link, useLocation } from '../../../shared/router/react';
import { currentAgentQueryOptions } from '../../agents/api/agents';

/**
 * Above every agent page while the balance is below the agent's low-balance alert (issue #19), with the
 * way to ask for a top-up (not on the requests page itself, which has the form).
 */
export function LowBalanceBanner() {
  const { t, i18n } = useTranslation('top-up-requests');
  const localized = useLocalizedPath();
  const { pathname } = useLocation();
  const agent = useQuery(currentAgentQueryOptions());
  const threshold = agent.data?.lowBalanceThreshold;
  if (!agent.data || threshold === null || threshold === undefined || agent.data.balance >= threshold) {
    return null;
  }
  const onRequestsPage = stripLanguagePrefix(pathname).replace(/\/+$/, '') === '/panel/top-up-requests';
  return (
    <Alert
      color="orange"
      variant="light"
      mb="md"
      icon={<IconAlertTriangle size={18} aria-hidden="true" />}
      title={t('banner.title')}
      data-testid="low-balance-banner"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">
          {t('banner.body', {
            balance: formatMoney(agent.data.balance, i18n.language),
            threshold: formatMoney(threshold, i18n.language),
          })}
        </Text>
        {!onRequestsPage && (
          <Button component={Link} to={localized('/panel/top-up-requests')} size="xs" color="orange">
            {t('banner.request')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
