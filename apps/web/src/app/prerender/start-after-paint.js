// On a prerendered page (vite.config.ts, `prerenderedFirstScreens`) this starts the app, once the first screen
// has painted in its font: the entry's download and evaluation (the longest task of the load on a phone) then
// neither share the link with the font nor hold that paint. The wait is capped, so a slow font never holds the
// app back long.
const script = document.querySelector('script[data-app-entry]');
const entry = script?.dataset.appEntry;
const fontLoaded = document.fonts.load('1em "Noto Sans Arabic Variable"', document.title);
const capped = new Promise((resolve) => setTimeout(resolve, 1500));
const afterNextPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
if (entry)
  Promise.race([fontLoaded, capped])
    .then(afterNextPaint, afterNextPaint)
    .then(() => {
      // The page's own chunks download beside the entry, not after it: the router's first lazy loads then find
      // them on their way, and its task adds no <link> of its own for them (a long task on a phone).
      for (const href of script.dataset.pageChunks?.split(' ').filter(Boolean) ?? []) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.append(link);
      }
      return import(entry);
    });
