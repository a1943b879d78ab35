/**
 * Draws the app emblem (a ringed planet on an orbit with a small moon) and renders the PNG icons the web
 * app manifest and iOS need. Run with `npm run icons`; the PNGs are committed so builds need no sharp step.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { SITE } from '../src/site.ts';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');

/**
 * The emblem on a 512 canvas. `scale` shrinks it around the centre: maskable icons are cropped to a circle
 * of 80% diameter by some launchers, so their artwork must sit inside that safe zone.
 */
function emblemSvg({ scale = 1, rounded = true } = {}): string {
  const bg = SITE.backgroundColor;
  const accent = SITE.themeColor;
  const corner = rounded ? 96 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  <defs>
    <radialGradient id="planet" cx="0.38" cy="0.34" r="0.75">
      <stop offset="0" stop-color="#ffd9a8"/>
      <stop offset="0.55" stop-color="#f08a5d"/>
      <stop offset="1" stop-color="#b83b5e"/>
    </radialGradient>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${accent}"/>
      <stop offset="1" stop-color="${bg}"/>
    </linearGradient>
  </defs>
  <rect width="512" height="512" rx="${corner}" fill="url(#sky)"/>
  <g transform="translate(256 256) scale(${scale}) translate(-256 -256)">
    <g fill="#fff" opacity="0.85">
      <circle cx="96" cy="110" r="5"/><circle cx="410" cy="92" r="4"/><circle cx="436" cy="380" r="5"/>
      <circle cx="80" cy="400" r="3"/><circle cx="150" cy="60" r="3"/>
    </g>
    <ellipse cx="256" cy="256" rx="210" ry="84" fill="none" stroke="#c9b8ff" stroke-width="10"
      stroke-dasharray="26 18" transform="rotate(-24 256 256)" opacity="0.8"/>
    <path d="M86 300 A190 60 -18 0 1 426 212" fill="none" stroke="#ffe9c7" stroke-width="18"
      stroke-linecap="round"/>
    <circle cx="256" cy="256" r="112" fill="url(#planet)"/>
    <path d="M86 300 A190 60 -18 0 0 426 212" fill="none" stroke="#ffe9c7" stroke-width="18"
      stroke-linecap="round"/>
    <circle cx="410" cy="170" r="22" fill="#c9b8ff"/>
  </g>
</svg>`;
}

interface IconJob {
  file: string;
  size: number;
  svg: string;
}

const ICON_JOBS: IconJob[] = [
  { file: 'icon-192.png', size: 192, svg: emblemSvg() },
  { file: 'icon-512.png', size: 512, svg: emblemSvg() },
  // Full-bleed background, artwork inside the central 80% circle.
  { file: 'icon-maskable-512.png', size: 512, svg: emblemSvg({ scale: 0.72, rounded: false }) },
  // iOS applies its own rounded mask and shows transparency as black.
  { file: 'apple-touch-icon-180.png', size: 180, svg: emblemSvg({ scale: 0.86, rounded: false }) },
];

async function main() {
  await mkdir(OUT, { recursive: true });
  await writeFile(join(OUT, 'icon.svg'), emblemSvg());
  for (const job of ICON_JOBS) {
    const png = await sharp(Buffer.from(job.svg))
      .resize(job.size, job.size)
      .png({ compressionLevel: 9 })
      .toBuffer();
    await writeFile(join(OUT, job.file), png);
    console.log(`${job.file} ${job.size}x${job.size} ${png.length} bytes`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
