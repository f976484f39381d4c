/**
 * A piece of data inside a sentence, isolated for bidi (FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE): a
 * Latin name with its brackets in an Arabic sentence ("Sara (Rawabi Travel)") keeps its own order, and the
 * sentence's punctuation stays where the sentence puts it.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
