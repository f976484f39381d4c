import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import bidiFactory from 'bidi-js';
import * as fontkit from 'fontkit';
import { woffToSfnt } from './woff';

/**
 * Arabic and English text for pdfkit documents. pdfkit (through fontkit) shapes Arabic letters, but
 * it neither reorders mixed right-to-left and left-to-right text nor switches fonts, and it lays a
 * string out word by word in logical order. So each line is split here into runs of one bidi level
 * and one font, the runs are put in visual order (Unicode bidi algorithm, rule L2), and each run is
 * drawn on its own, laid out whole.
 */

const bidi = bidiFactory();
const require = createRequire(import.meta.url);

export type Weight = 'regular' | 'bold';
export type Direction = 'ltr' | 'rtl' | 'auto';
export type TextStyle = { size: number; weight?: Weight; color?: string };
export type TextBox = TextStyle & {
  x: number;
  y: number;
  width: number;
  align?: 'left' | 'right';
  /** The paragraph direction; 'auto' takes it from the first strong character, like dir="auto". */
  direction?: Direction;
};

type Subset = 'arabic' | 'latin' | 'latin-ext';
const SUBSETS: Subset[] = ['arabic', 'latin', 'latin-ext'];
const WEIGHTS: Record<Weight, number> = { regular: 400, bold: 700 };
const LINE_HEIGHT = 1.5;
/** Ascender of the fonts, in em. */
const ASCENT = 1.085;

/** Marks that steer the bidi algorithm (Intl puts some in Arabic dates and amounts) but have no glyph. */
const INVISIBLE = /[\u061c\u200b\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/u;
const ARABIC_BLOCKS = /[\u0600-\u06ff\u0750-\u077f\u0870-\u08ff\ufb50-\ufdff\ufe70-\ufefc]/u;
/** fontkit lays a run out right to left by itself when its first script-specific letter is Arabic. */
const ARABIC_SCRIPT = /\p{Script=Arabic}/u;

let fonts: Map<string, fontkit.Font> | undefined;

/**
 * IBM Plex Sans Arabic (SIL OFL) from npm; its Arabic, Latin and Latin Extended subsets share one
 * design. Unlike Noto's Arabic fonts it has a glyph per letter (Noto draws ج, ح and خ with one
 * dotless glyph plus dots), so the PDF's text, copied or searched, is the text that was written.
 * Parsed once and shared by every document, as fontkit keeps its shaping caches on the font.
 */
function loadFonts(): Map<string, fontkit.Font> {
  if (!fonts) {
    fonts = new Map();
    for (const subset of SUBSETS) {
      for (const weight of Object.keys(WEIGHTS) as Weight[]) {
        const file = `@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-${subset}-${WEIGHTS[weight]}-normal.woff`;
        fonts.set(fontName(subset, weight), forPdfkit(woffToSfnt(readFileSync(require.resolve(file)))));
      }
    }
  }
  return fonts;
}

function openFont(data: Buffer): fontkit.Font {
  const font = fontkit.create(data);
  if (!('layout' in font)) throw new Error('Expected a font, not a font collection');
  return font;
}

/**
 * The font as pdfkit gets it, with two changes:
 * - Text extractors (poppler's pdftotext, pdf.js) put right-to-left text in reading order by
 *   reversing the characters of the glyphs, a ligature's characters (لا, ني) included; so a
 *   right-to-left ligature's characters go into the PDF's ToUnicode map reversed, and copy right.
 * - Each embedded subset is cut from a fresh parse: fontkit caches a glyph with the characters it
 *   was first met with, and a subset meets composite glyphs' parts with none, which would leave
 *   holes in the text of later documents.
 */
function forPdfkit(data: Buffer): fontkit.Font {
  const font = openFont(data);
  const layout: fontkit.Font['layout'] = (...args) => {
    const run = font.layout(...args);
    if (run.direction === 'rtl') {
      run.glyphs = run.glyphs.map((glyph) =>
        glyph.codePoints.length > 1
          ? Object.create(glyph, { codePoints: { value: [...glyph.codePoints].reverse() } })
          : glyph,
      );
    }
    return run;
  };
  const createSubset = () => openFont(data).createSubset();
  return new Proxy(font, {
    get(target, property) {
      if (property === 'layout') return layout;
      if (property === 'createSubset') return createSubset;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function fontName(subset: Subset, weight: Weight) {
  return `${subset}-${weight}`;
}

/** Registers the fonts on a document; only those used end up embedded, as subsets. */
export function registerFonts(doc: PDFKit.PDFDocument) {
  // pdfkit takes a parsed fontkit font as well as bytes (PDFFontFactory.open); its types lag behind.
  for (const [name, font] of loadFonts()) doc.registerFont(name, font as unknown as Buffer);
}

/** The first subset with a glyph for the character, Arabic first for Arabic letters and marks. */
function subsetOf(char: string, previous: Subset | undefined): Subset {
  // Every subset has the plain space, so it stays in the run it follows.
  if (previous && char === ' ') return previous;
  const order: Subset[] = ARABIC_BLOCKS.test(char)
    ? ['arabic', 'latin', 'latin-ext']
    : ['latin', 'latin-ext', 'arabic'];
  const codePoint = char.codePointAt(0) ?? 0;
  return (
    order.find((subset) => loadFonts().get(fontName(subset, 'regular'))?.hasGlyphForCodePoint(codePoint)) ??
    'latin'
  );
}

type Run = { text: string; subset: Subset; level: number };

/** A line's runs, left to right as they are drawn, each with its text as fontkit must receive it. */
export function visualRuns(line: string, direction: 'ltr' | 'rtl'): Run[] {
  const { levels } = bidi.getEmbeddingLevels(line, direction);
  const runs: Run[] = [];
  let index = 0;
  for (const char of line) {
    const level = levels[index] ?? 0;
    index += char.length;
    if (INVISIBLE.test(char)) continue;
    const last = runs.at(-1);
    const subset = subsetOf(char, last?.subset);
    if (last && last.level === level && last.subset === subset) last.text += char;
    else runs.push({ text: char, subset, level });
  }
  reorderRuns(runs);
  return runs.map((run) => ({ ...run, text: glyphOrder(run) }));
}

/** Rule L2: from the highest level down to the lowest odd one, reverse every sequence at that level or above. */
function reorderRuns(runs: Run[]) {
  const oddLevels = runs.map((run) => run.level).filter((level) => level % 2 === 1);
  if (!oddLevels.length) return;
  const lowestOdd = Math.min(...oddLevels);
  for (let level = Math.max(...runs.map((run) => run.level)); level >= lowestOdd; level--) {
    let start = 0;
    while (start < runs.length) {
      if ((runs[start]?.level ?? 0) < level) {
        start++;
        continue;
      }
      let end = start;
      while (end < runs.length && (runs[end]?.level ?? 0) >= level) end++;
      runs.splice(start, end - start, ...runs.slice(start, end).reverse());
      start = end;
    }
  }
}

/** Right-to-left runs fontkit will not reverse (punctuation, Latin) are reversed and mirrored here. */
function glyphOrder(run: Run): string {
  const rightToLeft = run.level % 2 === 1;
  if (rightToLeft === ARABIC_SCRIPT.test(run.text)) return run.text;
  const chars = Array.from(run.text).reverse();
  return (rightToLeft ? chars.map((char) => bidi.getMirroredCharacter(char) ?? char) : chars).join('');
}

/** `features: []` makes pdfkit lay the run out whole instead of word by word in logical order. */
const WHOLE_RUN = { features: [] as PDFKit.Mixins.OpenTypeFeatures[] };

/** Run widths by font, size and text, per document: shaping is the slow part of a ticket. */
const widthCaches = new WeakMap<PDFKit.PDFDocument, Map<string, number>>();

function widthCache(doc: PDFKit.PDFDocument): Map<string, number> {
  let cache = widthCaches.get(doc);
  if (!cache) {
    cache = new Map();
    widthCaches.set(doc, cache);
  }
  return cache;
}

function runWidth(doc: PDFKit.PDFDocument, run: Run, style: TextStyle) {
  const font = fontName(run.subset, style.weight ?? 'regular');
  const cache = widthCache(doc);
  const key = `run|${font}|${style.size}|${run.text}`;
  let width = cache.get(key);
  if (width === undefined) {
    width = doc.font(font).fontSize(style.size).widthOfString(run.text, WHOLE_RUN);
    cache.set(key, width);
  }
  return width;
}

function resolveDirection(text: string, direction: Direction): 'ltr' | 'rtl' {
  if (direction !== 'auto') return direction;
  const level = bidi.getEmbeddingLevels(text, 'auto').paragraphs[0]?.level ?? 0;
  return level % 2 === 1 ? 'rtl' : 'ltr';
}

type Measure = TextStyle & { width: number; direction: 'ltr' | 'rtl' };

function measureText(doc: PDFKit.PDFDocument, text: string, measure: Measure): number {
  return visualRuns(text, measure.direction).reduce((sum, run) => sum + runWidth(doc, run, measure), 0);
}

/** Greedy wrapping at spaces; a word longer than the line is cut where it fits. */
function wrapText(doc: PDFKit.PDFDocument, text: string, measure: Measure): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    // Most values fit on one line: one measure, and its runs are those drawText draws.
    if (measureText(doc, paragraph, measure) <= measure.width) {
      if (paragraph || !lines.length) lines.push(paragraph);
      continue;
    }
    const space = measureText(doc, ' ', measure);
    let line = '';
    let lineWidth = 0;
    for (let word of paragraph.split(/\s+/u).filter(Boolean)) {
      let wordWidth = measureText(doc, word, measure);
      if (line && lineWidth + space + wordWidth <= measure.width) {
        line += ` ${word}`;
        lineWidth += space + wordWidth;
        continue;
      }
      if (line) lines.push(line);
      while (wordWidth > measure.width && word.length > 1) {
        let fits = word.length - 1;
        while (fits > 1 && measureText(doc, word.slice(0, fits), measure) > measure.width) fits--;
        lines.push(word.slice(0, fits));
        word = word.slice(fits);
        wordWidth = measureText(doc, word, measure);
      }
      [line, lineWidth] = [word, wordWidth];
    }
    if (line) lines.push(line);
  }
  return lines;
}

function measureOf(text: string, box: Omit<TextBox, 'x' | 'y'>): Measure {
  return { ...box, direction: resolveDirection(text, box.direction ?? 'auto') };
}

/** The text cut to `maxLines` lines once wrapped, ending in an ellipsis when something was cut. */
export function clampText(
  doc: PDFKit.PDFDocument,
  text: string,
  box: Omit<TextBox, 'x' | 'y'>,
  maxLines: number,
): string {
  const measure = measureOf(text, box);
  const lines = wrapText(doc, text, measure);
  if (lines.length <= maxLines) return text;
  let last = lines[maxLines - 1] ?? '';
  while (last.length > 1 && measureText(doc, `${last}…`, measure) > box.width) last = last.slice(0, -1);
  // One line per paragraph, so drawText wraps the result exactly as here.
  return [...lines.slice(0, maxLines - 1), `${last.trimEnd()}…`].join('\n');
}

export function textHeight(doc: PDFKit.PDFDocument, text: string, box: Omit<TextBox, 'x' | 'y'>): number {
  return wrapText(doc, text, measureOf(text, box)).length * box.size * LINE_HEIGHT;
}

/** Draws wrapped, shaped and bidi-ordered text in a box; returns the height it took. */
export function drawText(doc: PDFKit.PDFDocument, text: string, box: TextBox): number {
  const measure = measureOf(text, box);
  const lineHeight = box.size * LINE_HEIGHT;
  const lines = wrapText(doc, text, measure);
  lines.forEach((line, lineIndex) => {
    const runs = visualRuns(line, measure.direction);
    const widths = runs.map((run) => runWidth(doc, run, box));
    const total = widths.reduce((sum, width) => sum + width, 0);
    const align = box.align ?? (measure.direction === 'rtl' ? 'right' : 'left');
    let x = align === 'left' ? box.x : box.x + box.width - total;
    // IBM Plex's ascender and descender add up to 1.5 em: LINE_HEIGHT with no extra leading.
    const baseline = box.y + lineIndex * lineHeight + box.size * ASCENT;
    runs.forEach((run, runIndex) => {
      doc
        .font(fontName(run.subset, box.weight ?? 'regular'))
        .fontSize(box.size)
        .fillColor(box.color ?? '#000000')
        .text(run.text, x, baseline, { ...WHOLE_RUN, lineBreak: false, baseline: 'alphabetic' });
      x += widths[runIndex] ?? 0;
    });
  });
  return lines.length * lineHeight;
}
