import { hash, verify } from '@node-rs/argon2';

// OWASP password storage cheat sheet: Argon2id, m=19 MiB, t=2, p=1.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

// Verifying against this when no account matches keeps the timing the same as a wrong password.
const unknownAccountHash = hashPassword('no-such-account-placeholder');

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash ?? (await unknownAccountHash), password);
  } catch {
    return false;
  }
}
