import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { checkPercent, formatPercent } from './percent';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

describe('percentages', () => {
  it('reads a typed percentage as basis points, Arabic-Indic digits too', () => {
    expect(checkPercent('20')).toEqual({ basisPoints: 2_000 });
    expect(checkPercent('١٢٫٥')).toEqual({ basisPoints: 1_250 });
    expect(checkPercent('0.01 %')).toEqual({ basisPoints: 1 });
    expect(checkPercent('100')).toEqual({ basisPoints: 10_000 });
  });

  it('refuses what is no percentage, 3 decimals, zero and over 100 %', () => {
    for (const typed of ['', 'abc', '1.234', '0', '100.01', '-5']) {
      expect(checkPercent(typed).error, typed).toEqual(expect.any(String));
    }
  });

  it('writes basis points as a percentage', () => {
    expect(formatPercent(2_000, 'en')).toBe('20%');
    expect(formatPercent(1_250, 'en')).toBe('12.5%');
  });
});
