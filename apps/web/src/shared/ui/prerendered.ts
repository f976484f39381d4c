/**
 * The pages of contract/web-pages.ts `prerenderedPages` come with their first screen prerendered at build time
 * (apps/web/vite.config.ts, `prerenderedFirstScreens`) in `#prerendered`, beside the app's `#root`. It is inert
 * from the first byte: it only shows (a click, a key, a password manager's autofill never reach its plain HTML
 * forms, so nothing typed there is lost when the app replaces it, and none submits natively), and assistive
 * technology reads the app's page instead. The splash may leave before the app's first page is in (its chunks
 * still loading), and then this is what shows.
 */

/**
 * The app's first render removes it before that frame is painted (app/root-layout.tsx, in a layout effect),
 * so the two never show together and nothing moves. Every other path has no such element.
 */
export function removePrerendered(): void {
  document.getElementById('prerendered')?.remove();
}
