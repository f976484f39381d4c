import type { TFunction } from 'i18next';
import {
  cloneElement,
  Fragment,
  type ReactElement,
  type ReactNode,
  useMemo,
  useSyncExternalStore,
} from 'react';
import type { Language } from '../config';
import { i18n, interpolate, loadNamespaces, type Namespace, subscribeToLanguage } from './i18n';

const currentLanguage = (): Language => i18n.language;

/**
 * The texts of `scope` (default 'common'; with several, the first is searched first) in the current language,
 * rendered again when the language changes. A component whose texts are not loaded yet suspends until they are
 * (pages load theirs with their chunk: app/routes.ts).
 */
export function useTranslation<const Scope extends Namespace | readonly Namespace[] = 'common'>(
  scope?: Scope,
): { t: TFunction<Scope>; i18n: typeof i18n } {
  const language = useSyncExternalStore(subscribeToLanguage, currentLanguage, currentLanguage);
  const names: readonly Namespace[] =
    scope === undefined ? ['common'] : typeof scope === 'string' ? [scope] : scope;
  const namesKey = names.join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: namesKey stands for names, a new array each render
  const t = useMemo(() => i18n.getFixedT(language, names as Scope), [language, namesKey]);
  const missing = names.filter((name) => !i18n.hasResourceBundle(language, name));
  // Thrown after every hook, and not passed to use(): the render after the load calls nothing in its place,
  // which use() forbids. Each file downloads once however often this asks (i18n.ts).
  if (missing.length > 0) throw loadNamespaces(missing);
  return { t, i18n };
}

/**
 * A text with parts in elements: `By <name>{{name}}</name>` with `components={{ name: <bdi /> }}`. The tags are
 * read from the text as written, before its values are filled in, so a value can never become an element.
 */
export function Trans({
  t,
  i18nKey,
  values,
  components,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any scope's t; the key's type is checked where it is written
  t: TFunction<any>;
  i18nKey: string;
  values: Readonly<Record<string, string>>;
  components: Readonly<Record<string, ReactElement>>;
}) {
  const written = (t as unknown as (key: string) => string)(i18nKey);
  // split with captures: text, tag, inner, text, tag, inner, …, text
  const pieces = written.split(/<(\w+)>(.*?)<\/\1>/);
  const children: ReactNode[] = [];
  for (let index = 0; index < pieces.length; index += 3) {
    const text = pieces[index] ?? '';
    if (text) children.push(interpolate(text, values));
    const tag = pieces[index + 1];
    if (tag === undefined) break;
    const inner = interpolate(pieces[index + 2] ?? '', values);
    const element = components[tag];
    children.push(element ? cloneElement(element, { key: index }, inner) : inner);
  }
  return <Fragment>{children}</Fragment>;
}
