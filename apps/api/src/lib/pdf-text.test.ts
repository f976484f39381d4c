import { describe, expect, it } from 'vitest';
import { visualRuns } from './pdf-text';

// Runs come left to right as drawn; an Arabic run keeps its reading order because fontkit reverses it.
const texts = (line: string, direction: 'ltr' | 'rtl') => visualRuns(line, direction).map((run) => run.text);

describe('visualRuns', () => {
  it('puts a Latin code inside an Arabic line where a right-to-left reader expects it', () => {
    expect(texts('رحلة SV1234 إلى جدة', 'rtl')).toEqual(['إلى جدة', ' ', 'SV1234', 'رحلة ']);
  });

  it('keeps an Arabic phrase in an English line whole, words in reading order, for fontkit to reverse', () => {
    expect(texts('Hotel فندق الفيصلية, Riyadh', 'ltr')).toEqual(['Hotel ', 'فندق الفيصلية', ', Riyadh']);
  });

  it('mirrors brackets in right-to-left text and keeps numbers left to right', () => {
    expect(texts('مبنى (12)', 'rtl')).toEqual(['(', '12', ')', 'مبنى ']);
  });

  it('pre-reverses Arabic-Indic digits, which fontkit would otherwise lay out right to left', () => {
    expect(texts('مبنى ١٢', 'rtl')).toEqual(['٢١', 'مبنى ']);
  });

  it('drops the bidi marks Intl puts in Arabic amounts and picks a font per character', () => {
    const amount = new Intl.NumberFormat('ar-SA-u-nu-latn', { style: 'currency', currency: 'SAR' }).format(
      150,
    );
    expect(amount).toContain('\u200f');
    const runs = visualRuns(amount, 'rtl');
    expect(runs.map((run) => run.text).join('')).toBe('.س.ر\u00a0150.00');
    expect(runs.map((run) => run.subset)).toEqual(['latin', 'arabic', 'latin', 'arabic', 'latin', 'latin']);
  });
});
