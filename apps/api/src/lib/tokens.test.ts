import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, createTokenSigner } from './tokens';

const secret = () => new TextEncoder().encode(randomBytes(32).toString('hex'));

afterEach(() => {
  vi.useRealTimers();
});

describe('access tokens (verified ones remembered until they expire, issue #21)', () => {
  it('verifies its own token, again and again, with the same claims', async () => {
    const tokens = createTokenSigner(secret());
    const token = await tokens.sign({ sub: 'a1', role: 'Admin' });
    expect(await tokens.verify(token)).toEqual({ sub: 'a1', role: 'Admin' });
    expect(await tokens.verify(token)).toEqual({ sub: 'a1', role: 'Admin' });
  });

  it('refuses a token once it expired, whether it was verified before or not', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = createTokenSigner(secret());
    const seen = await tokens.sign({ sub: 'a1', role: 'Agent' });
    const unseen = await tokens.sign({ sub: 'a2', role: 'Agent' });
    expect(await tokens.verify(seen)).not.toBeNull();
    vi.setSystemTime(Date.now() + (ACCESS_TOKEN_TTL_SECONDS + 5) * 1000);
    expect(await tokens.verify(seen)).toBeNull();
    expect(await tokens.verify(seen)).toBeNull();
    expect(await tokens.verify(unseen)).toBeNull();
  });

  it('refuses a changed token, another key’s token and another algorithm, even after the real one', async () => {
    const key = secret();
    const tokens = createTokenSigner(key);
    const token = await tokens.sign({ sub: 'a1', role: 'User' });
    expect(await tokens.verify(token)).not.toBeNull();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forged = Buffer.from(JSON.stringify({ sub: 'a1', role: 'Admin', exp: 9_999_999_999 })).toString(
      'base64url',
    );
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
    expect(await tokens.verify(`${token}x`)).toBeNull();
    const other = await createTokenSigner(secret()).sign({ sub: 'a1', role: 'User' });
    expect(await tokens.verify(other)).toBeNull();
    const hs512 = await new SignJWT({ role: 'User' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('a1')
      .setExpirationTime('1h')
      .sign(key);
    expect(await tokens.verify(hs512)).toBeNull();
    expect(await tokens.verify(`${header}.${payload}.`)).toBeNull();
  });
});
