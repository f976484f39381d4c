import { Button, Select } from '@mantine/core';
import { transactionDirections, transactionTypes } from '@masar/contract/transactions';
import { IconFilterOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/translation';
import { DateRangeFilter } from '../../shared/ui/date-range-filter';
import { ListToolbar } from '../../shared/ui/list-toolbar';

/** On phones two selects share a row, so the filters do not push the list off the first screen. */
const selectWidth = { base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 170 };

/** What the ledger filters read and write of their list's URL state. */
export interface LedgerFilterState {
  search: string;
  params: { type?: string; direction?: string };
  dates: { from?: string; to?: string };
  filtered: boolean;
  rangeInvalid: boolean;
  update: (changes: Record<string, string | null>) => void;
}

/**
 * A ledger's filters (the agent's wallet, the admins' payments), in the `wallet` wording: search, then
 * `children` (the agent picker), type, direction and a date range. "Clear" empties the search, these and
 * `extraKeys`. Every value lives in the URL.
 */
export function LedgerFilters({
  state,
  extraKeys = [],
  children,
}: {
  state: LedgerFilterState;
  extraKeys?: readonly string[];
  children?: ReactNode;
}) {
  const { t } = useTranslation('wallet');
  const { params, update, rangeInvalid, filtered } = state;
  const all = { value: '', label: t('filters.all') };
  const cleared = ['search', 'type', 'direction', 'from', 'to', ...extraKeys];

  return (
    <ListToolbar
      search={state.search}
      onSearch={(value) => update({ search: value })}
      searchLabel={t('filters.searchLabel')}
      searchPlaceholder={t('filters.searchPlaceholder')}
    >
      {children}
      <Select
        label={t('filters.type')}
        data={[all, ...transactionTypes.map((type) => ({ value: type, label: t(`type.${type}`) }))]}
        value={params.type ?? ''}
        onChange={(value) => update({ type: value })}
        allowDeselect={false}
        w={selectWidth}
      />
      <Select
        label={t('filters.direction')}
        data={[
          all,
          ...transactionDirections.map((direction) => ({
            value: direction,
            label: t(`direction.${direction}`),
          })),
        ]}
        value={params.direction ?? ''}
        onChange={(value) => update({ direction: value })}
        allowDeselect={false}
        w={selectWidth}
      />
      <DateRangeFilter
        label={t('filters.dates')}
        placeholder={t('filters.anyDate')}
        clearLabel={t('filters.clearDates')}
        from={state.dates.from}
        to={state.dates.to}
        onChange={(range) => update(range)}
        error={rangeInvalid ? t('filters.rangeError') : undefined}
      />
      {(filtered || rangeInvalid) && (
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconFilterOff size={16} aria-hidden="true" />}
          onClick={() => update(Object.fromEntries(cleared.map((key) => [key, null])))}
        >
          {t('filters.clear')}
        </Button>
      )}
    </ListToolbar>
  );
}
