import { webPagePaths } from '@masar/contract/web-pages';
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createRouter } from '../shared/router/router';
import { allPagePaths, buildLanguageRoutes } from './routes';

describe('the route table', () => {
  it("has exactly the contract's page paths, which the server answers with 200 (others 404)", () => {
    // Adding a page? Add its path to packages/contract/src/web-pages.ts as well.
    expect([...allPagePaths()].sort()).toEqual([...webPagePaths].sort());
  });

  it('shows unknown paths of the back office, the agent panel and the driver app inside their own layout', () => {
    for (const branch of buildLanguageRoutes()) {
      const catchAll = (branch.children ?? []).flatMap((layout) =>
        (layout.children ?? []).filter((page) => page.path === '*').map(() => layout.id),
      );
      const language = branch.id?.split('___')[1];
      expect(catchAll.sort()).toEqual(
        ['admin', 'agent', 'default', 'driver'].map((layout) => `${layout}-layout___${language}`),
      );
    }
  });
});

describe('matching the route table (shared/router ranks static segments before `*`)', () => {
  it.each([
    ['/', 'index___ar'],
    ['/en', 'index___en'],
    ['/en/', 'index___en'],
    ['/login', 'login___ar'],
    ['/EN/Login', 'login___en'],
    ['/admin-panel', 'admin-panel___ar'],
    ['/admin-panel/agents/edit', 'admin-panel/agents/edit___ar'],
    ['/admin-panel/no-such-page', 'admin-panel/*___ar'],
    ['/en/panel/nope/deeper', 'panel/*___en'],
    ['/nope', '*___ar'],
    ['/en/nope', '*___en'],
    ['/panel/login', 'panel/login___ar'],
  ])('%s → %s', async (url, id) => {
    const router = createRouter(buildLanguageRoutes(), { initialEntry: url });
    await act(async () => {
      await new Promise<void>((resolve) => {
        if (router.state.initialized) return resolve();
        router.subscribe((state) => state.initialized && resolve());
      });
    });
    expect(router.state.matches.at(-1)?.id).toBe(id);
  });
});
