import { toAsciiDigits } from '@masar/contract/digits';
import type { FormEvent } from 'react';

/**
 * `onInput` of any field where a number, time, phone or flight is typed (DESIGN.md §6): Arabic-Indic and
 * Persian digits become ASCII in the field itself, before the field's own `onChange` reads it. React runs
 * `onInput` listeners before `onChange` ones for the same input event, so this also serves inputs whose
 * `onChange` is a library's (Mantine's TimePicker drops every character that is not an ASCII digit).
 */
export function asciiDigitsOnInput(event: FormEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const typed = input.value;
  const ascii = toAsciiDigits(typed);
  if (ascii === typed) return;
  const caret = input.selectionStart;
  input.value = ascii;
  if (caret !== null && input === document.activeElement) {
    const at = Math.max(0, caret - (typed.length - ascii.length));
    input.setSelectionRange(at, at);
  }
}
