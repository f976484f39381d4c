import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { renderWithProviders } from '../test/render-with-providers';
import { DataTable } from './data-table';
import { fromBreakpoint } from './media';

interface Row {
  id: string;
  traveller: string;
  total: string;
}

function Table() {
  return (
    <DataTable<Row>
      records={[{ id: '1', traveller: 'Sara Al-Harbi', total: '120.00' }]}
      columns={[
        {
          accessor: 'traveller',
          title: 'Traveller',
          sortable: true,
          visibleMediaQuery: fromBreakpoint('sm'),
        },
        { accessor: 'total', title: 'Total', sortable: true },
      ]}
      sortStatus={{ columnAccessor: 'total', direction: 'asc' }}
      onSortStatusChange={() => {}}
    />
  );
}

/** A 360 px phone: "(min-width: …)" queries fail, "(max-width: 35.99em)" and no query at all match. */
function onAPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === '' || query.split(',').some((part) => part.includes('max-width')),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

beforeEach(onAPhone);

afterEach(cleanup);

describe('DataTable', () => {
  it('reads its sort state to screen readers in the page language', async () => {
    await renderWithProviders(<Table />, { language: 'ar' });
    expect(screen.getByRole('img', { name: i18n.t('common:list.sortAscending') })).toBeTruthy();
    expect(screen.getByRole('img', { name: i18n.t('common:list.sortNone') })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Not sorted' })).toBeNull();
  });

  it('shows every column on phones, each cell labelled with its column for the cards', async () => {
    await renderWithProviders(<Table />, { language: 'en' });
    expect(screen.getByText('120.00').closest('td')?.getAttribute('data-label')).toBe('Total');
    // The traveller column is hidden below sm in a table; the phone cards keep it.
    expect(screen.getByText('Sara Al-Harbi').closest('td')?.getAttribute('data-label')).toBe('Traveller');
  });
});
