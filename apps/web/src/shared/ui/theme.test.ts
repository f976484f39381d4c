import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, cssVariablesResolver, theme } from './theme';

const full = mergeMantineTheme(DEFAULT_THEME, theme);
const light = cssVariablesResolver(full).light as Record<string, string>;

describe('theme colours that carry text (WCAG AA, 4.5:1)', () => {
  it.each(Object.keys(full.colors))('%s: white on filled, filled text on white, light badge text', (name) => {
    const shades = full.colors[name] ?? [];
    const filled = light[`--mantine-color-${name}-filled`] ?? '';
    expect(contrastRatio(filled, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // Coloured text also on a hovered table row (gray-1).
    for (const background of ['#ffffff', full.colors.gray[1]]) {
      expect(
        contrastRatio(light[`--mantine-color-${name}-text`] ?? '', background ?? ''),
      ).toBeGreaterThanOrEqual(4.5);
    }
    for (const background of [shades[1], shades[2]]) {
      const text = light[`--mantine-color-${name}-light-color`] ?? '';
      expect(contrastRatio(text, background ?? '')).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("hints, placeholders and errors read on white and on the panels' grey", () => {
    for (const background of ['#ffffff', full.colors.gray[0], full.colors.gray[1]]) {
      expect(contrastRatio(light['--mantine-color-dimmed'] ?? '', background)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(light['--mantine-color-anchor'] ?? '', full.colors.gray[1])).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(contrastRatio(light['--mantine-color-placeholder'] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(light['--mantine-color-error'] ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // Mantine's own defaults fail, which is why the resolver exists.
    expect(contrastRatio(full.colors.gray[6], '#ffffff')).toBeLessThan(4.5);
  });
});
