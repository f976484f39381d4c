import { webPagePaths } from '@masar/contract/web-pages';

type Role = 'public' | 'customer' | 'agent' | 'admin';

/**
 * Who sees a page: the sign-in and password pages are public, the rest belong to the area their path is
 * under.
 */
function roleOf(path: string): Role {
  if (/\/(login|forgot-password|reset-password)$/.test(path)) return 'public';
  if (path.startsWith('/admin-panel')) return 'admin';
  if (path.startsWith('/panel')) return 'agent';
  if (path.startsWith('/account')) return 'customer';
  return 'public';
}

/**
 * Every page of the app (the contract's list, which the route table is checked against), by the role that
 * sees it: a new page is checked at phone width (e2e/layout.spec.ts) without being listed twice.
 */
export const pagePathsByRole: Record<Role, string[]> = { public: [], customer: [], agent: [], admin: [] };
for (const path of webPagePaths) pagePathsByRole[roleOf(path)].push(path);
