import { hasPermission, type Permission } from '@masar/contract/permission-names';
import { useSignedInAdmin } from './use-auth';

/** Whether the signed-in admin holds this permission (the server checks again on every call). */
export function useAdminCan(permission: Permission): boolean {
  const admin = useSignedInAdmin();
  return hasPermission(admin?.permissions ?? [], permission);
}
