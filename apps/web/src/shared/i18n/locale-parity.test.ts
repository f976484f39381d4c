// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../config';

const localesDirectory = fileURLToPath(new URL('../../locales', import.meta.url));

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

function readNamespace(language: string, file: string): unknown {
  return JSON.parse(readFileSync(join(localesDirectory, language, file), 'utf8'));
}

describe('locale files', () => {
  const files = readdirSync(join(localesDirectory, 'ar')).sort();

  it('every language has the same namespace files', () => {
    for (const language of LANGUAGES) {
      expect(readdirSync(join(localesDirectory, language)).sort()).toEqual(files);
    }
  });

  it.each(files)('%s has exactly the same keys in ar and en', (file) => {
    const arabic = keysOf(readNamespace('ar', file)).sort();
    const english = keysOf(readNamespace('en', file)).sort();
    expect(arabic).toEqual(english);
  });

  it.each(files)('%s has no empty strings', (file) => {
    for (const language of LANGUAGES) {
      const walk = (value: unknown): void => {
        if (typeof value === 'string') expect(value.trim()).not.toBe('');
        else if (value && typeof value === 'object') Object.values(value).forEach(walk);
      };
      walk(readNamespace(language, file));
    }
  });

  it('interpolation placeholders match between ar and en', () => {
    const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    for (const file of files) {
      const arabic = readNamespace('ar', file);
      const english = readNamespace('en', file);
      for (const key of keysOf(english)) {
        const pick = (root: unknown) =>
          key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], root);
        expect(placeholders(String(pick(arabic))), `${file} ${key}`).toEqual(
          placeholders(String(pick(english))),
        );
      }
    }
  });
});
