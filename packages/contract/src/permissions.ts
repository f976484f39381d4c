import { z } from 'zod';
import { permissions, roles } from './permission-names';

export { hasPermission, type Permission, permissions, type Role, roles } from './permission-names';

export const roleSchema = z.enum(roles);
export const permissionSchema = z.enum(permissions);
