import { describe, expect, it } from 'vitest';
import { languageFromCookie, rememberedLanguagePath } from './language';

describe('the remembered language (spec §9)', () => {
  it('reads the lang cookie among others, ignoring unknown values', () => {
    expect(languageFromCookie('a=1; lang=en; b=2')).toBe('en');
    expect(languageFromCookie('lang=ar')).toBe('ar');
    expect(languageFromCookie('lang=fr')).toBeNull();
    expect(languageFromCookie('')).toBeNull();
  });

  it('opens `/` in English when English was chosen, keeping the query and hash', () => {
    expect(rememberedLanguagePath({ pathname: '/' }, 'lang=en')).toBe('/en');
    expect(rememberedLanguagePath({ pathname: '/', search: '?x=1', hash: '#top' }, 'lang=en')).toBe(
      '/en?x=1#top',
    );
  });

  it('stays in Arabic without a cookie or with Arabic chosen, and never moves an explicit page', () => {
    expect(rememberedLanguagePath({ pathname: '/' }, '')).toBeNull();
    expect(rememberedLanguagePath({ pathname: '/' }, 'lang=ar')).toBeNull();
    expect(rememberedLanguagePath({ pathname: '/panel' }, 'lang=en')).toBeNull();
    expect(rememberedLanguagePath({ pathname: '/en' }, 'lang=ar')).toBeNull();
  });
});
