// Draws the app's icons (the web app manifest's, src/client/public) from the product mark in
// src/client/components/logo.tsx: lucide's CupSoda in white on the teal-700 tile. Run it after
// changing the mark: `node scripts/make-icons.mjs` (uses Debian's Chromium to rasterise the PNGs).
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const TEAL_700 = '#0f766e';
const CUP_SODA = [
  'm6 8 1.75 12.28a2 2 0 0 0 2 1.72h4.54a2 2 0 0 0 2-1.72L18 8',
  'M5 8h14',
  'M7 15a6.47 6.47 0 0 1 5 0 6.47 6.47 0 0 0 5 0',
  'm12 8 1-6h2',
];

/** The tile (rounded, or square for a maskable icon) with the cup scaled to `inset` of it. */
function svg({ rounded, inset }) {
  const scale = (512 * inset) / 24;
  const offset = (512 * (1 - inset)) / 2;
  const paths = CUP_SODA.map((d) => `<path d="${d}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">\
<rect width="512" height="512" rx="${rounded ? 96 : 0}" fill="${TEAL_700}"/>\
<g transform="translate(${offset} ${offset}) scale(${scale})" fill="none" stroke="#fff" \
stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${paths}</g></svg>\n`;
}

const out = new URL('../src/client/public/', import.meta.url);
const icon = svg({ rounded: true, inset: 0.7 });
const maskable = svg({ rounded: false, inset: 0.56 });
writeFileSync(new URL('icon.svg', out), icon);

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage();
for (const [name, source, size] of [
  ['icon-192.png', icon, 192],
  ['icon-512.png', icon, 512],
  ['icon-maskable-512.png', maskable, 512],
  ['apple-touch-icon.png', maskable, 180],
]) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${source}`,
  );
  writeFileSync(new URL(name, out), await page.screenshot({ omitBackground: true }));
}
await browser.close();
