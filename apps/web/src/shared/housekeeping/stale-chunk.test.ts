import { describe, expect, it, vi } from 'vitest';
import { STALE_CHUNK_RELOAD_WINDOW_MS } from '../config';
import { isStaleChunkError, reloadForStaleChunk } from './stale-chunk';

function environment(start = 1_000_000) {
  const values = new Map<string, string>();
  let time = start;
  return {
    env: {
      now: () => time,
      storage: {
        getItem: (key: string) => values.get(key) ?? null,
        setItem: (key: string, v: string) => values.set(key, v),
      },
      reload: vi.fn(),
    },
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('stale chunk reload', () => {
  it('recognises failed dynamic imports', () => {
    expect(
      isStaleChunkError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true);
    expect(isStaleChunkError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isStaleChunkError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isStaleChunkError(null)).toBe(false);
  });

  it('reloads at most once per window for the same path', () => {
    const { env, advance } = environment();
    expect(reloadForStaleChunk('/admin-panel', env)).toBe(true);
    expect(reloadForStaleChunk('/admin-panel', env)).toBe(false);
    expect(reloadForStaleChunk('/panel', env)).toBe(true);
    advance(STALE_CHUNK_RELOAD_WINDOW_MS - 1);
    expect(reloadForStaleChunk('/admin-panel', env)).toBe(false);
    advance(1);
    expect(reloadForStaleChunk('/admin-panel', env)).toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(3);
  });
});
