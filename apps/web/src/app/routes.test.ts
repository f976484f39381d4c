import { webPagePaths } from '@masar/contract/web-pages';
import { describe, expect, it } from 'vitest';
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
