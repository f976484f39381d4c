import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const stylesFolder = path.join(path.dirname(require.resolve('@mantine/core/styles.css')), 'styles');
const whole = fs.readFileSync(require.resolve('@mantine/core/styles.css'), 'utf8');

/** The component files a module imports, in its order. */
function imported(file: string): string[] {
  const source = fs.readFileSync(path.join(here, file), 'utf8');
  return [...source.matchAll(/^import '@mantine\/core\/styles\/([\w-]+)\.css';$/gm)].map(
    (match) => match[1] ?? '',
  );
}

describe("Mantine's stylesheet in two parts", () => {
  it('is all of @mantine/core/styles.css, each file once, each part in its order', () => {
    const first = imported('mantine-styles.ts');
    const rest = imported('mantine-styles-rest.ts');
    const available = fs
      .readdirSync(stylesFolder)
      .filter((name) => name.endsWith('.css') && !name.endsWith('.layer.css'))
      .map((name) => name.slice(0, -'.css'.length));
    expect([...first, ...rest].sort()).toEqual(available.sort());
    // styles.css is the component files one after the other: where each one starts gives the order.
    const position = (name: string) => {
      const content = fs.readFileSync(path.join(stylesFolder, `${name}.css`), 'utf8').trim();
      return whole.indexOf(content.slice(0, 400));
    };
    for (const part of [first, rest]) {
      const positions = part.map(position);
      expect(positions.every((at) => at >= 0)).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
    expect(first.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
  });
});
