/**
 * `/` and `/en` come with their first screen prerendered at build time (apps/web/vite.config.ts,
 * `prerenderedHome`) in `#prerendered`, beside the app's `#root`. The app's first render removes it before
 * that frame is painted (app/root-layout.tsx, in a layout effect), so the two never show together and
 * nothing moves. Every other path has no such element.
 */
export function removePrerendered(): void {
  document.getElementById('prerendered')?.remove();
}
