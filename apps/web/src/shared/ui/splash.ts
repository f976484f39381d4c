import { SPLASH_MS } from '../config';

/**
 * The splash (logo on a plain background) is pure HTML + CSS in index.html, so it paints before any script.
 * It stays for SPLASH_MS from the start of the page load, then fades out and is removed.
 */
export function hideSplashAfterMinimum(): void {
  const splash = document.getElementById('splash');
  if (!splash) return;
  const remaining = Math.max(0, SPLASH_MS - performance.now());
  setTimeout(() => {
    splash.dataset.state = 'leaving';
    setTimeout(() => splash.remove(), 250);
  }, remaining);
}
