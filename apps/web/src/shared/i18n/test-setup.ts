import { i18nReady, loadNamespaces, namespaces } from './i18n';

// Components under test render outside the layouts that load their texts: load them all up front (later
// `changeLanguage` calls load the same namespaces in the other language).
await i18nReady;
await loadNamespaces(namespaces);
