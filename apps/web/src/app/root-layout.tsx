import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../shared/i18n/translation';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from '../shared/router/react';
import { DocumentTitle } from '../shared/ui/document-title';
import { LoadingBar } from '../shared/ui/loading-bar';
import { removePrerendered } from '../shared/ui/prerendered';
import classes from './root-layout.module.css';

/**
 * After a move to another page (a booking step, a link), focus goes to the new page's heading, else its main
 * region, instead of falling to <body> with the old page: screen readers announce where the user is, and Tab
 * continues from there. A page that focused something itself (a first field) keeps it; the first load too.
 */
function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return; // the first load
    shown.current = pathname;
    const frame = requestAnimationFrame(() => {
      if (document.activeElement && document.activeElement !== document.body) return;
      const main = document.getElementById('main-content');
      const heading = main?.querySelector<HTMLElement>('h1');
      const target = heading ?? main;
      if (!target) return;
      if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}

/** Wraps every page: skip link, loading bar during navigations and lazy loads, document title, scroll. */
export function RootLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  useFocusOnNavigation();
  // The first page is in the DOM now: a prerendered first screen (home, sign-in) goes before this frame.
  useLayoutEffect(removePrerendered, []);
  return (
    <>
      <a href="#main-content" className={classes.skipLink}>
        {t('skipToContent')}
      </a>
      <LoadingBar active={navigation.state !== 'idle'} />
      <DocumentTitle />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
