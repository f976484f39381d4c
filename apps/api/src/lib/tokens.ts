import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Role } from '@masar/contract/permissions';
import { decodeJwt, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** How many verified access tokens a process remembers (createTokenSigner): ~10,000 × ~250 bytes. */
export const VERIFIED_TOKENS_MAX = 10_000;

export interface AccessClaims {
  sub: string;
  role: Role;
}

/** JWT_SECRET, or a secret generated once and kept in the data directory. */
export function loadJwtSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'jwt-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}

export function createTokenSigner(secret: Uint8Array) {
  // Imported once: given raw bytes, jose imports the key again on every sign and verify.
  const key = crypto.subtle.importKey(
    'raw',
    new Uint8Array(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  /**
   * The tokens this process verified, by their exact text, until they expire (issue #21: the HMAC check through
   * WebCrypto, a thread-pool job per request, was ~7 % of a list request's CPU; a client sends the same token
   * for its 15 minutes). Only a token whose signature checked is kept, so a hit is that same signed text;
   * the guard still reads the account on every request (a deactivated account is refused at once). At most
   * VERIFIED_TOKENS_MAX, the oldest dropped first.
   */
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  const remember = (token: string, claims: AccessClaims, expiresAt: number) => {
    if (verified.size >= VERIFIED_TOKENS_MAX) {
      const oldest = verified.keys().next();
      if (!oldest.done) verified.delete(oldest.value);
    }
    verified.set(token, { claims, expiresAt });
  };
  return {
    async sign(claims: AccessClaims): Promise<string> {
      return new SignJWT({ role: claims.role })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(await key);
    },
    /**
     * Only HS256 is accepted: a token claiming another algorithm (or none) is refused. A token verified once is
     * known by its exact text until it expires (`verified`).
     */
    async verify(token: string): Promise<AccessClaims | null> {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > Date.now()) return known.claims;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, await key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || !isRole(payload.role)) return null;
        const claims: AccessClaims = { sub: payload.sub, role: payload.role };
        if (typeof payload.exp === 'number') remember(token, claims, payload.exp * 1000);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;

/** The role a token claims, unverified: only used to word a 401 so the client refreshes the right role. */
export function claimedRole(token: string): Role | undefined {
  try {
    const role = decodeJwt(token).role;
    return isRole(role) ? role : undefined;
  } catch {
    return undefined;
  }
}

function isRole(value: unknown): value is Role {
  return value === 'Admin' || value === 'Agent' || value === 'User' || value === 'Driver';
}

export const newOpaqueToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
