import { hasPermission, type Permission } from '@masar/contract/permission-names';
import { useSignedInAdmin } from './use-auth';

/** Whether the signed-in admin holds the permission, or one of them (the server checks again on every call). */
export function useAdminCan(permission: Permission | readonly Permission[]): boolean {
  const admin = useSignedInAdmin();
  return [permission].flat().some((one) => hasPermission(admin?.permissions ?? [], one));
}
