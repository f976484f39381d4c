import type { Permission } from '@masar/contract/permissions';
import type { ReactNode } from 'react';
import { NoAccess } from '../ui/no-access';
import { useAdminCan } from './use-permission';

/**
 * An admin page's gate: the page when the signed-in admin holds the permission, or one of them (ViewerAdmin
 * counts for every View*), else the "no access" state, naming the first. The server checks again on every
 * call; pages also show this state when a call answers 403 (permissions changed since sign-in), see
 * `isForbidden`.
 */
export function RequirePermission({
  permission,
  children,
}: {
  permission: Permission | readonly Permission[];
  children: ReactNode;
}) {
  const allowed = useAdminCan(permission);
  return allowed ? children : <NoAccess permission={[permission].flat()[0]} />;
}
