import { describe, expect, it } from 'vitest';
import { renderHookWithProviders } from '../../../shared/test/render-with-providers';
import { useFieldLabel } from './use-field-label';

describe('a snapshot field name', () => {
  it.each([
    ['ar', 'الرصيد'],
    ['en', 'Balance'],
  ] as const)('is named in %s, and an unnamed field shows as stored', async (language, balance) => {
    const { result } = await renderHookWithProviders(() => useFieldLabel(), { language });
    expect(result.current('balance')).toBe(balance);
    expect(result.current('someNewField')).toBe('someNewField');
  });
});
