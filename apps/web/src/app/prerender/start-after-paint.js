// On a prerendered page (vite.config.ts, `prerenderedFirstScreens`) this starts the app, once the first screen
// has painted in its font: the entry's download and evaluation (the longest task of the load on a phone) then
// neither share the link with the font nor hold that paint. The wait is capped, so a slow font never holds the
// app back long.
const entry = document.querySelector('script[data-app-entry]')?.dataset.appEntry;
const fontLoaded = document.fonts.load('1em "Noto Sans Arabic Variable"', document.title);
const capped = new Promise((resolve) => setTimeout(resolve, 1500));
const afterNextPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
if (entry)
  Promise.race([fontLoaded, capped])
    .then(afterNextPaint, afterNextPaint)
    .then(() => import(entry));
