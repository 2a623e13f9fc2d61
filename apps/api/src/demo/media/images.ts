import sharp from 'sharp';

/**
 * Calm cover images for the demo library: an SVG (soft gradient sky and a motif of hills, waves, a moon,
 * ripples or a sun) rendered and encoded by sharp as WebP. Deterministic for the same options. Covers carry
 * no text: cards and pages print the title beside the picture, so a caption in it would say it twice.
 */

export type CoverMotif = 'hills' | 'waves' | 'moon' | 'ripples' | 'sun';

export interface CoverOptions {
  /** Base hue 0..360 of the palette. */
  hue: number;
  motif: CoverMotif;
  width?: number;
  height?: number;
}

export interface Cover {
  data: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(((h % 360) + 360) % 360)}, ${s}%, ${l}%)`;

function motifSvg(motif: CoverMotif, hue: number, w: number, h: number): string {
  switch (motif) {
    case 'hills':
      return [
        `<path d="M0 ${h * 0.7} C ${w * 0.25} ${h * 0.55}, ${w * 0.45} ${h * 0.62}, ${w * 0.6} ${h * 0.68} S ${w * 0.9} ${h * 0.6}, ${w} ${h * 0.64} V ${h} H 0 Z" fill="${hsl(hue + 30, 30, 62)}" opacity="0.75"/>`,
        `<path d="M0 ${h * 0.82} C ${w * 0.3} ${h * 0.7}, ${w * 0.55} ${h * 0.86}, ${w} ${h * 0.76} V ${h} H 0 Z" fill="${hsl(hue + 40, 32, 48)}" opacity="0.85"/>`,
      ].join('');
    case 'waves':
      return [0, 1, 2]
        .map((i) => {
          const y = h * (0.62 + i * 0.11);
          return `<path d="M0 ${y} Q ${w * 0.125} ${y - 24} ${w * 0.25} ${y} T ${w * 0.5} ${y} T ${w * 0.75} ${y} T ${w} ${y} V ${h} H 0 Z" fill="${hsl(hue + 10 * i, 45, 60 - i * 9)}" opacity="${0.55 + i * 0.15}"/>`;
        })
        .join('');
    case 'moon':
      return (
        `<circle cx="${w * 0.8}" cy="${h * 0.3}" r="${h * 0.14}" fill="${hsl(hue + 40, 60, 92)}" opacity="0.95"/>` +
        `<circle cx="${w * 0.835}" cy="${h * 0.27}" r="${h * 0.13}" fill="url(#sky)"/>` +
        [0.15, 0.32, 0.48, 0.88, 0.6]
          .map((x, i) => `<circle cx="${w * x}" cy="${h * (0.12 + ((i * 37) % 30) / 100)}" r="2" fill="#fff" opacity="0.7"/>`)
          .join('') +
        `<path d="M0 ${h * 0.85} C ${w * 0.35} ${h * 0.75}, ${w * 0.65} ${h * 0.9}, ${w} ${h * 0.8} V ${h} H 0 Z" fill="${hsl(235, 30, 16)}" opacity="0.85"/>`
      );
    case 'ripples':
      return [1, 2, 3, 4, 5]
        .map((i) => `<ellipse cx="${w * 0.7}" cy="${h * 0.72}" rx="${i * 48}" ry="${i * 14}" fill="none" stroke="${hsl(hue + 20, 40, 45)}" stroke-width="3" opacity="${0.75 - i * 0.12}"/>`)
        .join('');
    case 'sun':
      return (
        `<circle cx="${w * 0.7}" cy="${h * 0.62}" r="${h * 0.2}" fill="${hsl(hue + 35, 85, 80)}" opacity="0.9"/>` +
        `<rect x="0" y="${h * 0.68}" width="${w}" height="${h * 0.32}" fill="${hsl(hue + 200, 35, 55)}" opacity="0.7"/>` +
        [0, 1, 2].map((i) => `<rect x="${w * (0.58 + i * 0.03)}" y="${h * (0.72 + i * 0.05)}" width="${w * (0.24 - i * 0.06)}" height="3" rx="1.5" fill="#fff" opacity="0.5"/>`).join('')
      );
  }
}

export function coverSvg(options: CoverOptions): string {
  const w = options.width ?? 960;
  const h = options.height ?? 540;
  const hue = options.hue;
  const night = options.motif === 'moon';
  const top = night ? hsl(220 + (hue % 40), 40, 20) : hsl(hue, 55, 80);
  const bottom = night ? hsl(250 + (hue % 40), 35, 40) : hsl(hue + 40, 50, 88);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="sky" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="${h}"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
    `<radialGradient id="glow" cx="0.75" cy="0.3" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="${night ? 0.12 : 0.35}"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#sky)"/><rect width="${w}" height="${h}" fill="url(#glow)"/>` +
    motifSvg(options.motif, hue, w, h) +
    `</svg>`
  );
}

export async function generateCover(options: CoverOptions): Promise<Cover> {
  const { data, info } = await sharp(Buffer.from(coverSvg(options)))
    .webp({ quality: 82, effort: 2 })
    .toBuffer({ resolveWithObject: true });
  return { data, contentType: 'image/webp', width: info.width, height: info.height };
}
