import { Button, Select } from '@mantine/core';
import { invoiceKinds } from '@masar/contract/invoices';
import { IconFilterOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/translation';
import { DateRangeFilter } from '../../../shared/ui/date-range-filter';
import { ListToolbar } from '../../../shared/ui/list-toolbar';
import type { InvoiceSearch } from './invoice-search';

/** Search, `children` (the admins' agent picker), kind and period; every value lives in the URL. */
export function InvoiceFilters({ state, children }: { state: InvoiceSearch; children?: ReactNode }) {
  const { t } = useTranslation('invoices');
  const { params, update } = state;
  return (
    <ListToolbar
      search={state.search}
      onSearch={(value) => update({ search: value })}
      searchLabel={t('filters.searchLabel')}
      searchPlaceholder={t('filters.searchPlaceholder')}
    >
      {children}
      <Select
        label={t('filters.kind')}
        data={[
          { value: '', label: t('filters.all') },
          ...invoiceKinds.map((kind) => ({ value: kind, label: t(`kind.${kind}`) })),
        ]}
        value={params.kind ?? ''}
        onChange={(value) => update({ kind: value })}
        allowDeselect={false}
        w={{ base: '100%', xs: 170 }}
      />
      <DateRangeFilter
        label={t('filters.dates')}
        placeholder={t('filters.anyDate')}
        clearLabel={t('filters.clearDates')}
        from={state.dates.from}
        to={state.dates.to}
        onChange={(range) => update(range)}
        error={state.rangeInvalid ? t('filters.rangeError') : undefined}
      />
      {(state.filtered || state.rangeInvalid) && (
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconFilterOff size={16} aria-hidden="true" />}
          onClick={() => update({ search: null, kind: null, from: null, to: null, agentId: null })}
        >
          {t('filters.clear')}
        </Button>
      )}
    </ListToolbar>
  );
}
