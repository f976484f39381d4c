import { KEYSET_FROM_PAGE, type Paginated } from '@masar/contract/common';
import type { UseQueryResult } from '@tanstack/react-query';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { renderWithProviders } from '../test/render-with-providers';
import { PagedTable, type PagedTableState } from './paged-table';

interface Row {
  id: string;
  name: string;
}

afterEach(cleanup);

const rows = (page: number): Row[] =>
  Array.from({ length: 10 }, (_, n) => ({ id: `row-${page}-${n}`, name: `Row ${page}.${n}` }));

function renderPage(
  page: number,
  options: { keyset?: boolean; searchCapped?: true; language?: 'ar' | 'en' } = {},
) {
  const update = vi.fn();
  const state: PagedTableState<'name'> = { params: { page, limit: 10 }, filtered: false, update };
  const data: Paginated<Row> = {
    items: rows(page),
    total: 1000,
    page,
    limit: 10,
    pages: 100,
    totalCapped: true,
    ...(options.searchCapped && { searchCapped: true }),
  };
  const query = { data, isError: false, isFetching: false, isPlaceholderData: false } as UseQueryResult<
    Paginated<Row>
  >;
  return renderWithProviders(
    <PagedTable<Row, 'name'>
      state={state}
      query={query}
      columns={[{ accessor: 'name', title: 'Name' }]}
      emptyText="empty"
      noResultsText="none"
      keyset={options.keyset}
    />,
    { language: options.language ?? 'en' },
  ).then(() => update);
}

const next = () => fireEvent.click(screen.getByRole('button', { name: i18n.t('common:list.nextPage') }));

describe('PagedTable paging', () => {
  it('sends the last row shown as `after` for "next" from KEYSET_FROM_PAGE on, when the list takes it', async () => {
    const update = await renderPage(KEYSET_FROM_PAGE - 1, { keyset: true });
    next();
    expect(update).toHaveBeenCalledWith({ page: KEYSET_FROM_PAGE, after: `row-${KEYSET_FROM_PAGE - 1}-9` });
  });

  it('numbers the first pages, and every page of a list without keyset paging, by page alone', async () => {
    const early = await renderPage(1, { keyset: true });
    next();
    expect(early).toHaveBeenCalledWith({ page: 2 });
    cleanup();
    const plain = await renderPage(KEYSET_FROM_PAGE + 2);
    next();
    expect(plain).toHaveBeenCalledWith({ page: KEYSET_FROM_PAGE + 3 });
  });

  it('asks to refine a search the API capped, in the page language', async () => {
    await renderPage(1, { searchCapped: true, language: 'ar' });
    expect(screen.getByTestId('search-capped').textContent).toContain(
      i18n.t('common:list.searchCappedTitle'),
    );
    expect(screen.getByTestId('search-capped').textContent).toContain('1,000');
    cleanup();
    await renderPage(1);
    expect(screen.queryByTestId('search-capped')).toBeNull();
  });
});
