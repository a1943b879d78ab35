/**
 * Product shots for the merch page: a flat t-shirt silhouette in a seeded colour with a simple
 * space emblem, 600x600 WebP. Slugs come from src/site.ts so the images always match the page.
 */
import sharp from 'sharp';
import { pick, prng } from './ids.ts';

const SHIRTS = [
  '#2b2d42',
  '#3b2a6b',
  '#8d1b3d',
  '#1b6b5f',
  '#c4572a',
  '#f2e8cf',
  '#16324f',
  '#5c5470',
];
const INKS = ['#ffd166', '#ef476f', '#06d6a0', '#9bf6ff', '#ffffff', '#f4a261'];

const SHIRT_PATH =
  'M210 90 L250 80 Q300 120 350 80 L390 90 L500 150 L460 250 L420 230 L420 520 L180 520 L180 230 L140 250 L100 150 Z';

function emblem(rnd: () => number, ink: string): string {
  const kind = Math.floor(rnd() * 3);
  if (kind === 0) {
    return `<circle cx="300" cy="330" r="55" fill="${ink}"/><ellipse cx="300" cy="330" rx="95" ry="24" fill="none" stroke="${ink}" stroke-width="8" transform="rotate(-18 300 330)"/>`;
  }
  if (kind === 1) {
    const pts = Array.from({ length: 10 }, (_, i) => {
      const r = i % 2 ? 30 : 75;
      const a = (Math.PI / 5) * i - Math.PI / 2;
      return `${(300 + r * Math.cos(a)).toFixed(1)},${(330 + r * Math.sin(a)).toFixed(1)}`;
    }).join(' ');
    return `<polygon points="${pts}" fill="${ink}"/>`;
  }
  return `<circle cx="300" cy="330" r="18" fill="${ink}"/><ellipse cx="300" cy="330" rx="90" ry="36" fill="none" stroke="${ink}" stroke-width="6"/><ellipse cx="300" cy="330" rx="90" ry="36" fill="none" stroke="${ink}" stroke-width="6" transform="rotate(60 300 330)"/><ellipse cx="300" cy="330" rx="90" ry="36" fill="none" stroke="${ink}" stroke-width="6" transform="rotate(120 300 330)"/>`;
}

export async function merchImage(slug: string): Promise<Buffer> {
  const rnd = prng(`merch:${slug}`);
  const shirt = pick(rnd, SHIRTS);
  // The cream shirt needs dark ink; every other shirt is dark enough for the light inks.
  const ink = shirt === '#f2e8cf' ? '#3b2a6b' : pick(rnd, INKS);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f1fa"/><stop offset="1" stop-color="#ddd6ec"/></linearGradient></defs>
<rect width="600" height="600" fill="url(#bg)"/>
<ellipse cx="300" cy="540" rx="170" ry="18" fill="#000" opacity="0.12"/>
<path d="${SHIRT_PATH}" fill="${shirt}" stroke="#000" stroke-opacity="0.2" stroke-width="3" stroke-linejoin="round"/>
<path d="M250 80 Q300 120 350 80" fill="none" stroke="#000" stroke-opacity="0.25" stroke-width="6"/>
${emblem(rnd, ink)}
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}
