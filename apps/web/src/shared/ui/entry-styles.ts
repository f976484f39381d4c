/** A `<link rel="stylesheet">` of that address already in the page (the prerendered home pages link it). */
function linkedStylesheet(href: string): boolean {
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
    (link) => link.href === href,
  );
}

/**
 * The built index.html preloads the entry's stylesheet instead of linking it (vite.config.ts,
 * entryStylesheetPreloaded), so the splash paints without waiting for it. This applies it and resolves once
 * it is in force (or failed: the app still starts). In development Vite injects the styles itself.
 */
export function applyEntryStyles(): Promise<void> {
  const preloads = document.querySelectorAll<HTMLLinkElement>('link[data-entry-style]');
  return Promise.all(
    [...preloads].map(
      (preload) =>
        new Promise<void>((resolve) => {
          // The prerendered pages (vite.config.ts, `prerenderedFirstScreens`) link it in the body, before the
          // app's script: a module script runs only once the style sheets before it have loaded (or failed).
          if (linkedStylesheet(preload.href)) return resolve();
          const sheet = document.createElement('link');
          sheet.rel = 'stylesheet';
          sheet.crossOrigin = preload.crossOrigin;
          sheet.href = preload.href;
          sheet.addEventListener('load', () => resolve(), { once: true });
          sheet.addEventListener('error', () => resolve(), { once: true });
          preload.after(sheet);
        }),
    ),
  ).then(() => undefined);
}
