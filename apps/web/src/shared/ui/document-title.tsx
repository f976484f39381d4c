import { useEffect } from 'react';
import { useTranslation } from '../i18n/translation';
import { usePageTitle } from './route-handle';

/** Keeps `document.title` in step with the current page and language. */
export function DocumentTitle() {
  const { t } = useTranslation();
  const title = usePageTitle();
  const brand = t('brand');
  useEffect(() => {
    document.title = title ? `${title} · ${brand}` : brand;
  }, [title, brand]);
  return null;
}
