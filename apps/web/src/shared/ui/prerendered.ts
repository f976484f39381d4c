/**
 * `/` and `/en` come with their first screen prerendered at build time (apps/web/vite.config.ts,
 * `prerenderedHome`) in `#prerendered`, beside the app's `#root`.
 */
function prerendered(): HTMLElement | null {
  return document.getElementById('prerendered');
}

/**
 * Once the app's script runs, the prerendered screen only shows (it cannot act: its widget is plain HTML):
 * inert, so a click or a key never reaches it (a form there would submit natively and reload the page), and
 * assistive technology reads the app's page instead. Called by main.tsx before anything else; the splash may
 * leave before the app's first page is in (its chunks still loading), and then this is what shows.
 */
export function freezePrerendered(): void {
  prerendered()?.setAttribute('inert', '');
}

/**
 * The app's first render removes it before that frame is painted (app/root-layout.tsx, in a layout effect),
 * so the two never show together and nothing moves. Every other path has no such element.
 */
export function removePrerendered(): void {
  prerendered()?.remove();
}
