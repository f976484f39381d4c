// Writes the web app manifest's PNG icons from the logo (run once: `node apps/web/scripts/make-icons.mjs`;
// the PNGs are committed). "any" icons keep the rounded tile; maskable ones fill the square and keep the
// route inside the 80 % safe zone so any mask shape shows all of it.
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const teal = '#0e7c86';
const route =
  '<path d="M13 35c6 0 6-9 11-11s11-3 11-11" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/>' +
  '<circle cx="13" cy="35" r="3.5" fill="#fff"/><circle cx="35" cy="13" r="3.5" fill="#fff"/>';
const tile = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="12" fill="${teal}"/>${route}</svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="${teal}"/><g transform="translate(24 24) scale(0.7) translate(-24 -24)">${route}</g></svg>`;

const out = (name) => fileURLToPath(new URL(`../public/icons/${name}`, import.meta.url));
const jobs = [
  [tile, 192, 'icon-192.png'],
  [tile, 512, 'icon-512.png'],
  [maskable, 192, 'maskable-192.png'],
  [maskable, 512, 'maskable-512.png'],
  [maskable, 180, 'apple-touch-icon.png'],
];
for (const [svg, size, name] of jobs) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 48 })
    .resize(size, size)
    .png()
    .toFile(out(name));
}
console.log(`wrote ${jobs.length} icons`);
