import { describe, expect, it } from 'vitest';
import { pagePathsByRole } from '../../e2e/page-paths';
import { allPagePaths } from './routes';

describe('route table', () => {
  it('is the page list the layout e2e visits (a new page must be checked at phone width too)', () => {
    const visited = Object.values(pagePathsByRole).flat();
    expect([...visited].sort()).toEqual([...allPagePaths()].sort());
  });
});
