/**
 * Procedural cover art: a seeded mix of nebula clouds, a planet, orbits and stars, drawn as SVG and
 * rasterised by sharp. The alt text is derived from the same parameters so it describes the picture.
 */
import sharp from 'sharp';
import { pick, prng } from './ids.ts';

interface Palette {
  name: string;
  sky: [string, string];
  glow: [string, string];
  planet: [string, string];
}

const PALETTES: Palette[] = [
  {
    name: 'violet',
    sky: ['#0d0a1f', '#2a1450'],
    glow: ['#b667ff', '#ff6fb5'],
    planet: ['#f3b8ff', '#5b2a86'],
  },
  {
    name: 'teal',
    sky: ['#031417', '#0b3a44'],
    glow: ['#2ee6c9', '#3b8cff'],
    planet: ['#b8fff1', '#0f5f66'],
  },
  {
    name: 'amber',
    sky: ['#150a03', '#402010'],
    glow: ['#ffb347', '#ff5e3a'],
    planet: ['#ffe1a8', '#8a3b12'],
  },
  {
    name: 'crimson',
    sky: ['#14030a', '#3d0a1e'],
    glow: ['#ff3d6e', '#ffa25e'],
    planet: ['#ffc2c9', '#7a1030'],
  },
  {
    name: 'indigo',
    sky: ['#05061a', '#151a4d'],
    glow: ['#6f7bff', '#43d0ff'],
    planet: ['#c9d2ff', '#27308a'],
  },
  {
    name: 'emerald',
    sky: ['#02120a', '#0c3524'],
    glow: ['#49f29a', '#d6ff5e'],
    planet: ['#caffdf', '#146b43'],
  },
];

const SCENES = ['nebula', 'planet', 'orbits', 'binary'] as const;
export type Scene = (typeof SCENES)[number];

const W = 1600;
const H = 1200;

function stars(rnd: () => number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const r = (rnd() ** 3 * 2.6 + 0.6).toFixed(1);
    const o = (0.35 + rnd() * 0.65).toFixed(2);
    out += `<circle cx="${Math.round(rnd() * W)}" cy="${Math.round(rnd() * H)}" r="${r}" fill="#fff" opacity="${o}"/>`;
  }
  return out;
}

function clouds(rnd: () => number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const fill = i % 2 ? 'url(#glowB)' : 'url(#glowA)';
    const rx = 250 + rnd() * 450;
    const ry = 120 + rnd() * 260;
    const rot = Math.round(rnd() * 180);
    const cx = Math.round(rnd() * W);
    const cy = Math.round(rnd() * H);
    out += `<ellipse cx="${cx}" cy="${cy}" rx="${rx.toFixed(0)}" ry="${ry.toFixed(0)}" fill="${fill}" opacity="${(0.35 + rnd() * 0.4).toFixed(2)}" transform="rotate(${rot} ${cx} ${cy})" filter="url(#blur)"/>`;
  }
  return out;
}

function planet(rnd: () => number, cx: number, cy: number, r: number, ring: string | null): string {
  const tilt = Math.round(-25 + rnd() * 50);
  const ringSvg = ring
    ? `<ellipse cx="${cx}" cy="${cy}" rx="${r * 1.9}" ry="${r * 0.45}" fill="none" stroke="${ring}" stroke-width="${Math.round(r * 0.08)}" opacity="0.7" transform="rotate(${tilt} ${cx} ${cy})"/>`
    : '';
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#planet)"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#shade)"/>${ringSvg}`;
}

function orbits(rnd: () => number, cx: number, cy: number): string {
  let out = '';
  const n = 3 + Math.floor(rnd() * 3);
  for (let i = 1; i <= n; i++) {
    const rx = 140 * i + rnd() * 60;
    const ry = rx * (0.35 + rnd() * 0.2);
    const a = rnd() * Math.PI * 2;
    out += `<ellipse cx="${cx}" cy="${cy}" rx="${rx.toFixed(0)}" ry="${ry.toFixed(0)}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="3"/>`;
    out += `<circle cx="${(cx + Math.cos(a) * rx).toFixed(0)}" cy="${(cy + Math.sin(a) * ry).toFixed(0)}" r="${8 + Math.round(rnd() * 14)}" fill="url(#glowB)"/>`;
  }
  return (
    out +
    `<circle cx="${cx}" cy="${cy}" r="60" fill="url(#glowA)" filter="url(#blur)"/><circle cx="${cx}" cy="${cy}" r="34" fill="#fff8e7"/>`
  );
}

export interface Art {
  svg: string;
  alt: string;
}

export function coverArt(seed: string, forced?: Scene): Art {
  const rnd = prng(seed);
  const p = pick(rnd, PALETTES);
  const picked = pick(rnd, SCENES);
  const scene: Scene = forced ?? picked;
  const cx = Math.round(W * (0.3 + rnd() * 0.4));
  const cy = Math.round(H * (0.3 + rnd() * 0.4));
  const ringed = rnd() < 0.5;
  let motif: string;
  let alt: string;
  if (scene === 'nebula') {
    motif = clouds(rnd, 7);
    alt = `Abstract space art: billowing ${p.name} nebula clouds drifting across a dark starfield.`;
  } else if (scene === 'planet') {
    motif =
      clouds(rnd, 3) +
      planet(rnd, cx, cy, 220 + Math.round(rnd() * 120), ringed ? p.glow[0] : null);
    alt = `Abstract space art: ${ringed ? 'a ringed' : /^[aeiou]/.test(p.name) ? 'an' : 'a'} ${p.name} planet, half in shadow, hanging among stars and faint nebula light.`;
  } else if (scene === 'orbits') {
    motif = clouds(rnd, 2) + orbits(rnd, cx, cy);
    alt = `Abstract space art: a bright star circled by thin elliptical orbits with small glowing moons, on a ${p.name} sky.`;
  } else {
    motif =
      clouds(rnd, 3) +
      planet(rnd, cx - 260, cy, 180, ringed ? p.glow[0] : null) +
      planet(rnd, cx + 330, cy - 120, 90, null);
    alt = `Abstract space art: two ${p.name} planets, one large${ringed ? ' and ringed' : ''} and one small, facing each other across a starfield.`;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="${rnd().toFixed(2)}" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient>
<radialGradient id="glowA"><stop offset="0" stop-color="${p.glow[0]}" stop-opacity="0.9"/><stop offset="1" stop-color="${p.glow[0]}" stop-opacity="0"/></radialGradient>
<radialGradient id="glowB"><stop offset="0" stop-color="${p.glow[1]}" stop-opacity="0.9"/><stop offset="1" stop-color="${p.glow[1]}" stop-opacity="0"/></radialGradient>
<radialGradient id="planet" cx="0.35" cy="0.35" r="0.8"><stop offset="0" stop-color="${p.planet[0]}"/><stop offset="1" stop-color="${p.planet[1]}"/></radialGradient>
<radialGradient id="shade" cx="0.25" cy="0.25" r="1"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.75"/></radialGradient>
<filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="40"/></filter>
</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
${stars(rnd, 180 + Math.floor(rnd() * 120))}
${motif}
</svg>`;
  return { svg, alt };
}

/** 1600x1200 progressive JPEG; smooth gradients keep it well under the 250 KB budget. */
export async function renderJpeg(
  svg: string,
): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(Buffer.from(svg))
    .jpeg({ quality: 72, progressive: true, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
