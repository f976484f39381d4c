import { describe, expect, it } from 'vitest';
import arHome from '../../locales/ar/home.json';
import arBooking from '../../locales/ar/public-booking.json';
import enHome from '../../locales/en/home.json';
import enBooking from '../../locales/en/public-booking.json';
import { renderHomeFirstScreen } from './home-first-screen';

const texts = {
  ar: { home: arHome, booking: arBooking },
  en: { home: enHome, booking: enBooking },
} as const;

/** The prerendered first screen (built into index.home-<language>.html by vite.config.ts). */
function parse(markup: string): Document {
  return new DOMParser().parseFromString(`<div id="prerendered">${markup}</div>`, 'text/html');
}

describe('the home page prerendered at build time', () => {
  it.each(['ar', 'en'] as const)(
    'is the real page in %s, with its texts from the locale files',
    async (language) => {
      const other = language === 'ar' ? 'en' : 'ar';
      const page = parse(await renderHomeFirstScreen(language));
      expect(page.querySelector('h1#home-title')?.textContent).toBe(texts[language].home.hero.title);
      expect(page.querySelector('main p')?.textContent).toBe(texts[language].home.hero.subtitle);
      expect(page.querySelector('header')).not.toBeNull();
      // The widget's frame: its form, labelled, with the search button.
      const form = page.querySelector(`form[aria-label="${texts[language].booking.widget.label}"]`);
      expect(form?.textContent).toContain(texts[language].booking.widget.search);
      // Mantine's theme variables come with it (the colours of the hero), and nothing of the other language.
      expect(page.querySelector('style[data-mantine-styles]')?.textContent).toContain(
        '--mantine-color-masar-9',
      );
      expect(page.body.textContent).not.toContain(texts[other].home.hero.title);
      // No untranslated key.
      expect(page.body.textContent).not.toMatch(/\b(hero|widget|promises)\.[a-z]/i);
    },
  );
});
