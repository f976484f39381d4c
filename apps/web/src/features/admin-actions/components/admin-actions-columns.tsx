import { ActionIcon, Box, Stack, Text } from '@mantine/core';
import type { AdminAction } from '@masar/contract/admin-actions';
import { IconListDetails } from '@tabler/icons-react';
import { formatDate } from '../../../shared/format/date';
import { useTranslation } from '../../../shared/i18n/translation';
import type { DataTableColumn } from '../../../shared/ui/data-table';
import { fromBreakpoint } from '../../../shared/ui/media';
import { ActionBadge } from './action-badge';
import { fieldChanges, recordName } from './action-diff';
import { useFieldLabel } from './use-field-label';

/** Time, admin, action, the record and how many of its fields changed; a button opens the details. */
export function useAdminActionColumns(open: (action: AdminAction) => void): DataTableColumn<AdminAction>[] {
  const { t, i18n } = useTranslation('admin-actions');
  const label = useFieldLabel();
  const language = i18n.language;
  return [
    {
      accessor: 'createdAt',
      title: t('columns.createdAt'),
      render: (action) => (
        <Stack gap={4} align="flex-start">
          <Text size="sm">{formatDate(action.createdAt, language, true)}</Text>
          {/* A narrow table has no action column: the action goes under the time (phones show cards). */}
          <Box visibleFrom="xs" hiddenFrom="sm">
            <ActionBadge action={action.action} />
          </Box>
        </Stack>
      ),
    },
    {
      accessor: 'admin',
      title: t('columns.admin'),
      visibleMediaQuery: fromBreakpoint('sm'),
      render: (action) => (
        <Text size="sm" lineClamp={1}>
          {action.admin.name}
        </Text>
      ),
    },
    {
      accessor: 'action',
      title: t('columns.action'),
      visibleMediaQuery: fromBreakpoint('sm'),
      render: (action) => <ActionBadge action={action.action} />,
    },
    {
      accessor: 'entityType',
      title: t('columns.entity'),
      render: (action) => {
        const name = recordName(action, language);
        return (
          <Stack gap={0} miw={0}>
            <Text size="sm">{t(`entity.${action.entityType}`)}</Text>
            {name && (
              <Text size="xs" c="dimmed" lineClamp={1} dir="auto">
                {name}
              </Text>
            )}
          </Stack>
        );
      },
    },
    {
      accessor: 'summary',
      title: t('columns.summary'),
      visibleMediaQuery: fromBreakpoint('md'),
      render: (action) => {
        const changed = fieldChanges(action).filter((change) => change.changed);
        return (
          <Text size="sm" c="dimmed" lineClamp={1}>
            {action.before && action.after
              ? `${t('changedCount', { count: changed.length })} · ${changed.map((change) => label(change.field)).join(i18n.dir() === 'rtl' ? '، ' : ', ')}`
              : t(`action.${action.action}`)}
          </Text>
        );
      },
    },
    {
      accessor: 'open',
      title: '',
      width: 56,
      render: (action) => (
        <ActionIcon
          variant="subtle"
          aria-label={t('showDetails')}
          onClick={(event) => {
            event.stopPropagation();
            open(action);
          }}
        >
          <IconListDetails size={18} aria-hidden="true" />
        </ActionIcon>
      ),
    },
  ];
}
