import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './navigation';

describe('safeRedirectPath', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeRedirectPath('/admin-panel/cars/list-cars')).toBe('/admin-panel/cars/list-cars');
    expect(safeRedirectPath('/en/panel?x=1#y')).toBe('/en/panel?x=1#y');
  });

  it('refuses anything that could leave the site', () => {
    for (const value of [
      null,
      '',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/path\u0000with-nul',
      'relative/path',
    ]) {
      expect(safeRedirectPath(value)).toBeNull();
    }
  });
});
