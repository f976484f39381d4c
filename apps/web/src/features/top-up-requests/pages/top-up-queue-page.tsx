import { Anchor, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import {
  rejectTopUpRequestBody,
  type TopUpRequest,
  topUpRequestSortFields,
  topUpRequestStatuses,
} from '@masar/contract/top-up-requests';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isForbidden } from '../../../shared/api/error-status';
import { RequirePermission } from '../../../shared/auth/require-permission';
import { isolate } from '../../../shared/format/bidi';
import { formatDate } from '../../../shared/format/date';
import { tooLongMessage } from '../../../shared/forms/field-errors';
import { FormErrorAlert } from '../../../shared/forms/form-error-alert';
import { serverFormErrors } from '../../../shared/forms/server-messages';
import { useTranslation } from '../../../shared/i18n/translation';
import { formatMoney } from '../../../shared/money/money';
import type { DataTableColumn } from '../../../shared/ui/data-table';
import { ListView, useListState } from '../../../shared/ui/list-view';
import { fromBreakpoint } from '../../../shared/ui/media';
import { NoAccess } from '../../../shared/ui/no-access';
import { OnceButton } from '../../../shared/ui/once-button';
import { PageHeader } from '../../../shared/ui/page-header';
import { usePageTitle } from '../../../shared/ui/route-handle';
import { toast } from '../../../shared/ui/toast';
import {
  downloadReceipt,
  topUpQueueQueryOptions,
  useApproveTopUpRequest,
  useRejectTopUpRequest,
} from '../api/top-up-requests';
import { TopUpStatusBadge } from '../components/top-up-status-badge';

type Decision = { kind: 'approve' | 'reject'; request: TopUpRequest };

/** Approve (confirm) or reject (with a required reason) one request. */
function DecisionDialog({ decision, onClose }: { decision: Decision | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('top-up-requests');
  const { t: tAuth } = useTranslation('auth');
  const approve = useApproveTopUpRequest();
  const reject = useRejectTopUpRequest();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [failure, setFailure] = useState<string[]>([]);
  const request = decision?.request;

  function close() {
    setReason('');
    setReasonError(undefined);
    setFailure([]);
    onClose();
  }

  async function confirm() {
    if (!decision || !request) return;
    setFailure([]);
    try {
      if (decision.kind === 'approve') {
        await approve.mutateAsync(request.id);
        toast.success(
          t('queue.approved', {
            amount: formatMoney(request.amount, i18n.language),
            name: isolate(request.agent.name),
          }),
        );
      } else {
        const parsed = rejectTopUpRequestBody.safeParse({ reason });
        if (!parsed.success) {
          return setReasonError(tooLongMessage(parsed.error.issues, tAuth) ?? t('queue.reasonError'));
        }
        await reject.mutateAsync({ id: request.id, body: parsed.data });
        toast.success(t('queue.rejected'));
      }
      close();
    } catch (error) {
      const { byField, general } = serverFormErrors(error, ['reason'] as const);
      setReasonError(byField.reason);
      setFailure(general);
    }
  }

  return (
    <Modal
      opened={decision !== null}
      onClose={close}
      title={decision?.kind === 'approve' ? t('queue.approveTitle') : t('queue.rejectTitle')}
      centered
    >
      {request && (
        <Stack gap="md">
          <FormErrorAlert messages={failure} />
          <Text>
            {t(decision?.kind === 'approve' ? 'queue.approveText' : 'queue.rejectText', {
              amount: formatMoney(request.amount, i18n.language),
              name: isolate(request.agent.name),
              reference: isolate(request.bankReference),
            })}
          </Text>
          {decision?.kind === 'reject' && (
            <Textarea
              label={t('queue.reason')}
              description={t('queue.reasonHint')}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              error={reasonError}
              required
              autosize
              minRows={2}
              data-autofocus
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('queue.cancel')}
            </Button>
            <OnceButton color={decision?.kind === 'approve' ? 'teal' : 'red'} onClick={confirm}>
              {decision?.kind === 'approve' ? t('queue.approve') : t('queue.reject')}
            </OnceButton>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function TopUpQueue() {
  const { t, i18n } = useTranslation('top-up-requests');
  const title = usePageTitle();
  const list = useListState({
    filters: ['status'] as const,
    sort: { fields: topUpRequestSortFields, fallback: '-createdAt' },
  });
  const requests = useQuery(
    topUpQueueQueryOptions({
      page: list.page,
      limit: list.limit,
      search: list.search,
      sort: list.sort,
      status: (list.filters.status || undefined) as TopUpRequest['status'] | undefined,
    }),
  );
  const [decision, setDecision] = useState<Decision | null>(null);

  if (isForbidden(requests.error)) return <NoAccess permission="ManagePayments" />;

  const columns: DataTableColumn<TopUpRequest>[] = [
    {
      accessor: 'agent',
      title: t('columns.agent'),
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={600} dir="auto">
            {row.agent.name}
          </Text>
          {row.agent.companyName && (
            <Text size="xs" c="dimmed" dir="auto">
              {row.agent.companyName}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      accessor: 'amount',
      title: t('columns.amount'),
      sortable: true,
      noWrap: true,
      render: (row) => (
        <Text size="sm" dir="auto" fw={600}>
          {formatMoney(row.amount, i18n.language)}
        </Text>
      ),
    },
    {
      accessor: 'bankReference',
      title: t('columns.reference'),
      visibleMediaQuery: fromBreakpoint('sm'),
      render: (row) => (
        <Text size="sm" dir="auto" style={{ overflowWrap: 'anywhere' }}>
          {row.bankReference}
        </Text>
      ),
    },
    {
      accessor: 'createdAt',
      title: t('columns.createdAt'),
      sortable: true,
      noWrap: true,
      visibleMediaQuery: fromBreakpoint('md'),
      render: (row) => <Text size="sm">{formatDate(row.createdAt, i18n.language, true)}</Text>,
    },
    {
      accessor: 'receiptMime',
      title: t('columns.receipt'),
      visibleMediaQuery: fromBreakpoint('sm'),
      render: (row) =>
        row.receiptMime ? (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => void downloadReceipt(row)}
            aria-label={t('list.downloadOf', { reference: row.bankReference })}
          >
            {t('list.download')}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ),
    },
    {
      accessor: 'status',
      title: t('columns.status'),
      render: (row) =>
        row.status === 'Pending' ? (
          <Group gap={6} wrap="nowrap">
            <Button
              size="compact-sm"
              color="teal"
              onClick={() => setDecision({ kind: 'approve', request: row })}
              aria-label={t('queue.approveOf', { reference: row.bankReference, name: row.agent.name })}
            >
              {t('queue.approve')}
            </Button>
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              onClick={() => setDecision({ kind: 'reject', request: row })}
              aria-label={t('queue.rejectOf', { reference: row.bankReference, name: row.agent.name })}
            >
              {t('queue.reject')}
            </Button>
          </Group>
        ) : (
          <Stack gap={2}>
            <TopUpStatusBadge status={row.status} />
            <Text size="xs" c="dimmed" dir="auto">
              {row.decidedBy?.name}
              {row.decidedAt && ` · ${formatDate(row.decidedAt, i18n.language, true)}`}
            </Text>
            {row.reason && (
              <Text size="xs" c="dimmed" dir="auto" style={{ overflowWrap: 'anywhere' }}>
                {row.reason}
              </Text>
            )}
          </Stack>
        ),
    },
  ];

  return (
    <>
      <PageHeader title={title} description={t('queue.intro')} />
      <ListView
        state={list}
        query={requests}
        columns={columns}
        searchLabel={t('queue.searchLabel')}
        filters={[
          {
            name: 'status',
            label: t('columns.status'),
            options: topUpRequestStatuses.map((status) => ({
              value: status,
              label: t(`statuses.${status}`),
            })),
          },
        ]}
        emptyText={t('queue.empty')}
        horizontalSpacing="xs"
      />
      <DecisionDialog decision={decision} onClose={() => setDecision(null)} />
    </>
  );
}

/** /admin-panel/top-up-requests: the agents' top-up requests, approved or rejected here (ManagePayments). */
export function TopUpQueuePage() {
  return (
    <RequirePermission permission="ManagePayments">
      <TopUpQueue />
    </RequirePermission>
  );
}
