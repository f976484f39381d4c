import { Stack, Text, UnstyledButton } from '@mantine/core';
import { mailKinds, mailStatuses } from '@masar/contract/constants';
import type { OutboxMessage } from '@masar/contract/mail';
import { useQuery } from '@tanstack/react-query';
import { isForbidden } from '../../../shared/api/error-status';
import { RequirePermission } from '../../../shared/auth/require-permission';
import { formatDate } from '../../../shared/format/date';
import { useTranslation } from '../../../shared/i18n/translation';
import { useSearchParams } from '../../../shared/router/react';
import type { DataTableColumn } from '../../../shared/ui/data-table';
import { ListView, useListState } from '../../../shared/ui/list-view';
import { fromBreakpoint } from '../../../shared/ui/media';
import { NoAccess } from '../../../shared/ui/no-access';
import { PageHeader } from '../../../shared/ui/page-header';
import { usePageTitle } from '../../../shared/ui/route-handle';
import { outboxQueryOptions } from '../api/mail';
import { MailModeNotice } from '../components/mail-mode-notice';
import { MailStatusBadge } from '../components/mail-status-badge';
import { OutboxDrawer } from '../components/outbox-drawer';
import { outboxFilters, outboxParamsOf, outboxSortFields } from '../components/outbox-search';

/** The message shown in the drawer, kept in the URL (`?id=`) so a reload or a shared link opens it. */
function useSelectedMessage() {
  const [params, setParams] = useSearchParams();
  const select = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('id', id);
        else next.delete('id');
        return next;
      },
      { replace: true },
    );
  return { selectedId: params.get('id'), select };
}

function Outbox() {
  const { t, i18n } = useTranslation('mail');
  const title = usePageTitle();
  const list = useListState({
    filters: outboxFilters,
    sort: { fields: outboxSortFields, fallback: '-createdAt' },
  });
  const messages = useQuery(outboxQueryOptions(outboxParamsOf(list)));
  const { selectedId, select } = useSelectedMessage();

  if (isForbidden(messages.error)) return <NoAccess permission="EditAdmins" />;

  const columns: DataTableColumn<OutboxMessage>[] = [
    {
      accessor: 'recipient',
      title: t('columns.recipient'),
      render: (message) => (
        <UnstyledButton
          onClick={() => select(message.id)}
          aria-label={t('list.open', { recipient: message.recipient, subject: message.subject })}
          aria-haspopup="dialog"
          c="masar.7"
          fw={600}
          fz="sm"
          dir="ltr"
          style={{ textDecoration: 'underline', textUnderlineOffset: 3, overflowWrap: 'anywhere' }}
        >
          {message.recipient}
        </UnstyledButton>
      ),
    },
    {
      accessor: 'subject',
      title: t('columns.subject'),
      visibleMediaQuery: fromBreakpoint('sm'),
      render: (message) => (
        <Text size="sm" dir="auto" style={{ overflowWrap: 'anywhere' }}>
          {message.subject}
        </Text>
      ),
    },
    {
      accessor: 'kind',
      title: t('columns.kind'),
      visibleMediaQuery: fromBreakpoint('lg'),
      render: (message) => <Text size="sm">{t(`kinds.${message.kind}`)}</Text>,
    },
    {
      accessor: 'attempts',
      title: t('columns.attempts'),
      textAlign: 'center',
      visibleMediaQuery: fromBreakpoint('md'),
    },
    {
      accessor: 'createdAt',
      title: t('columns.createdAt'),
      sortable: true,
      noWrap: true,
      visibleMediaQuery: fromBreakpoint('md'),
      render: (message) => <Text size="sm">{formatDate(message.createdAt, i18n.language, true)}</Text>,
    },
    {
      accessor: 'status',
      title: t('columns.status'),
      noWrap: true,
      render: (message) => <MailStatusBadge status={message.status} size="sm" />,
    },
  ];

  return (
    <>
      <PageHeader title={title} description={t('intro')} />
      <Stack gap="md">
        <MailModeNotice />
        <ListView
          state={list}
          query={messages}
          columns={columns}
          searchLabel={t('list.searchLabel')}
          searchPlaceholder={t('list.searchPlaceholder')}
          filters={[
            {
              name: 'status',
              label: t('columns.status'),
              options: mailStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
            },
            {
              name: 'kind',
              label: t('columns.kind'),
              options: mailKinds.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })),
            },
          ]}
          emptyText={t('list.empty')}
          noResultsText={t('list.noResults')}
          horizontalSpacing="xs"
        />
      </Stack>
      <OutboxDrawer id={selectedId} onClose={() => select(null)} />
    </>
  );
}

/** /admin-panel/outbox: every e-mail written, kept or sent (EditAdmins, decision 0010). */
export function OutboxPage() {
  return (
    <RequirePermission permission="EditAdmins">
      <Outbox />
    </RequirePermission>
  );
}
