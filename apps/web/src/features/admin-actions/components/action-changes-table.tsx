import { Badge, Code, Switch, Table, Text } from '@mantine/core';
import type { AdminAction } from '@masar/contract/admin-actions';
import { useState } from 'react';
import { formatDate } from '../../../shared/format/date';
import { useTranslation } from '../../../shared/i18n/translation';
import { formatMoney } from '../../../shared/money/money';
import { fieldChanges } from './action-diff';
import { useFieldLabel } from './use-field-label';

/** Snapshot fields that hold money in minor units (DESIGN §3): shown as amounts. */
const moneyFields = new Set(['balance', 'price', 'hourlyPrice', 'amount', 'total', 'totalPrice']);
const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** One snapshot value for reading: amounts and times as the rest of the app shows them, the rest as JSON. */
function Value({ field, value }: { field: string; value: unknown }) {
  const { t, i18n } = useTranslation('admin-actions');
  if (value === undefined || value === null || value === '')
    return (
      <Text size="sm" c="dimmed">
        {t('details.empty')}
      </Text>
    );
  if (typeof value === 'number' && moneyFields.has(field))
    return (
      <Text size="sm" dir="auto">
        {formatMoney(value, i18n.language)}
      </Text>
    );
  if (typeof value === 'string')
    return (
      <Text size="sm" dir="auto" style={{ overflowWrap: 'anywhere' }}>
        {isoTime.test(value) ? formatDate(value, i18n.language, true) : value}
      </Text>
    );
  if (typeof value === 'boolean') return <Text size="sm">{value ? t('details.yes') : t('details.no')}</Text>;
  if (typeof value === 'object')
    return (
      <Code block dir="ltr" fz="xs" style={{ maxHeight: 160, overflow: 'auto', whiteSpace: 'pre-wrap' }}>
        {JSON.stringify(value, null, 1)}
      </Code>
    );
  return (
    <Text size="sm" dir="auto">
      {String(value)}
    </Text>
  );
}

/**
 * The action's before and after, field by field: changed fields are highlighted and marked (not by colour
 * alone); a switch hides the unchanged ones.
 */
export function ActionChangesTable({ action }: { action: AdminAction }) {
  const { t } = useTranslation('admin-actions');
  const label = useFieldLabel();
  const changes = fieldChanges(action);
  const isUpdate = Boolean(action.before && action.after);
  const [onlyChanged, setOnlyChanged] = useState(isUpdate);
  const shown = onlyChanged ? changes.filter((change) => change.changed) : changes;

  if (changes.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('details.nothing')}
      </Text>
    );
  return (
    <>
      {isUpdate && (
        <Switch
          label={t('details.onlyChanged')}
          checked={onlyChanged}
          onChange={(event) => setOnlyChanged(event.currentTarget.checked)}
          mb="sm"
        />
      )}
      <Table.ScrollContainer minWidth={300}>
        <Table withTableBorder withColumnBorders verticalSpacing="xs" data-testid="action-changes">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="22%">{t('details.field')}</Table.Th>
              {action.before && <Table.Th>{t('details.before')}</Table.Th>}
              {action.after && <Table.Th>{t('details.after')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((change) => {
              const highlighted = isUpdate && change.changed;
              return (
                <Table.Tr
                  key={change.field}
                  bg={highlighted ? 'var(--mantine-color-yellow-light)' : undefined}
                  data-changed={highlighted || undefined}
                >
                  <Table.Td>
                    <Text size="sm" fw={highlighted ? 700 : 500} data-field={change.field}>
                      {label(change.field)}
                    </Text>
                    {highlighted && (
                      <Badge size="xs" color="yellow" variant="filled" c="dark" mt={4}>
                        {t('details.changed')}
                      </Badge>
                    )}
                  </Table.Td>
                  {action.before && (
                    <Table.Td>
                      <Value field={change.field} value={change.before} />
                    </Table.Td>
                  )}
                  {action.after && (
                    <Table.Td>
                      <Value field={change.field} value={change.after} />
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
