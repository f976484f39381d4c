import { useEffect } from 'react';
import { useTranslation } from '../../../../shared/i18n/translation';

/** Sets one `<meta name>` or `<link rel=alternate hreflang>` element, creating it when missing. */
function headElement(selector: string, create: () => HTMLElement): HTMLElement {
  const found = document.head.querySelector<HTMLElement>(selector);
  if (found) return found;
  const element = create();
  document.head.appendChild(element);
  return element;
}

/**
 * The home page's search-engine head: the description in the page language and hreflang links between
 * the Arabic (/) and English (/en) home pages, removed again when leaving the home page.
 */
export function useHomeMeta() {
  const { t } = useTranslation('home');
  const description = t('meta.description');
  useEffect(() => {
    const meta = headElement('meta[name="description"]', () => {
      const element = document.createElement('meta');
      element.setAttribute('name', 'description');
      return element;
    });
    const previous = meta.getAttribute('content');
    meta.setAttribute('content', description);
    const origin = window.location.origin;
    const alternates = [
      ['ar', `${origin}/`],
      ['en', `${origin}/en`],
      ['x-default', `${origin}/`],
    ].map(([language, href]) =>
      headElement(`link[rel="alternate"][hreflang="${language}"]`, () => {
        const link = document.createElement('link');
        link.rel = 'alternate';
        link.hreflang = language ?? '';
        link.href = href ?? '';
        return link;
      }),
    );
    return () => {
      if (previous !== null) meta.setAttribute('content', previous);
      for (const link of alternates) link.remove();
    };
  }, [description]);
}
