import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { DocumentTitle } from '../shared/ui/document-title';
import { LoadingBar } from '../shared/ui/loading-bar';
import classes from './root-layout.module.css';

/** Wraps every page: skip link, loading bar during navigations and lazy loads, document title, scroll. */
export function RootLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
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
