import { afterEach, vi } from 'vitest';

// A console.error during a test is a bug somewhere (DESIGN.md §8, from epic-stack).
const spy = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = spy.mock.calls;
  spy.mockClear();
  if (calls.length) throw new Error(`console.error was called:\n${calls.map((c) => c.join(' ')).join('\n')}`);
});
