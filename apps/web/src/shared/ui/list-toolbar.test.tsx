import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link } from '../router/react';
import { renderWithProviders } from '../test/render-with-providers';
import { ListToolbar } from './list-toolbar';
import { useListSearchParams } from './use-list-search-params';

function List() {
  const { search, filters, update } = useListSearchParams(['active'] as const);
  return (
    <>
      <ListToolbar
        search={search}
        onSearch={(value) => update({ search: value })}
        filters={[
          {
            name: 'active',
            label: 'Status',
            value: filters.active,
            options: [{ value: 'true', label: 'Active' }],
          },
        ]}
        onFilter={(name, value) => update({ [name]: value })}
      />
      <Link to="/list?active=true">Same list, active only</Link>
      <Link to="/other">Another page</Link>
    </>
  );
}

function OtherPage() {
  return <p>Other page</p>;
}

/** The list at /list, and /other: a lazy page whose chunk arrives when the test says so. */
async function setup() {
  let arrive = () => {};
  const chunk = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const { router } = await renderWithProviders(null, {
    url: '/list',
    routes: [
      { path: '/list', element: <List /> },
      {
        path: '/other',
        lazy: async () => {
          await chunk;
          return { Component: OtherPage };
        },
      },
    ],
  });
  const url = () => `${router.state.location.pathname}${router.state.location.search}`;
  const type = (text: string) => fireEvent.change(screen.getByRole('searchbox'), { target: { value: text } });
  const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));
  return { url, type, wait, arrive: () => act(async () => arrive()) };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the list search box', () => {
  it('writes the search to the URL once typing stops, keeping trailing spaces in the box', async () => {
    const list = await setup();
    list.type('new ');
    await list.wait(100);
    expect(list.url()).toBe('/list');
    await list.wait(300);
    expect(list.url()).toBe('/list?search=new');
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('new ');
  });

  it('does not undo a link to another page followed while the search was waiting', async () => {
    const list = await setup();
    list.type('sara');
    fireEvent.click(screen.getByRole('link', { name: 'Another page' }));
    await list.wait(400);
    await list.arrive();
    expect(list.url()).toBe('/other');
    expect(screen.getByText('Other page')).toBeTruthy();
  });

  it('does not undo a link to the same list followed while the search was waiting', async () => {
    const list = await setup();
    list.type('sara');
    fireEvent.click(screen.getByRole('link', { name: 'Same list, active only' }));
    await list.wait(400);
    expect(list.url()).toBe('/list?active=true');
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('');
  });

  it('keeps a waiting search when a filter changes right after typing', async () => {
    const list = await setup();
    list.type('sara');
    fireEvent.click(screen.getByLabelText('Status', { selector: 'input' }));
    fireEvent.click(screen.getByRole('option', { name: 'Active', hidden: true }));
    await list.wait(400);
    expect(new URLSearchParams(list.url().split('?')[1]).get('search')).toBe('sara');
    expect(new URLSearchParams(list.url().split('?')[1]).get('active')).toBe('true');
  });
});
