// The 1200×630 Open Graph images: each theme's and listing's illustration with its name and price (or theme count),
// and one for the site, drawn at build time into dist/client/og/. A raster illustration (a photo) is cropped to the
// panel with sharp first, since resvg draws only SVG, PNG and JPEG.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { shareImageSize, type ShareImage } from '../../src/seo/page-seo';
import { escapeXml, fontFamily, renderSvgToPng } from './render-svg';

const brand = '#5b21b6';
const accent = '#fbbf24';
const panel = { x: 48, y: 75, width: 640, height: 480 };
const text = { x: 736, width: 416 };

/** Splits `line` into lines of at most `maxChars` characters, breaking between words. */
function wrap(line: string, maxChars: number): string[] {
  const lines: string[] = [];
  for (const word of line.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The illustration as a data URL resvg can draw: SVG as it is, a raster image cropped to the panel as PNG. */
async function illustrationHref(file: string): Promise<string> {
  if (file.endsWith('.svg')) return `data:image/svg+xml;base64,${readFileSync(file).toString('base64')}`;
  const png = await sharp(file)
    .resize(panel.width * 2, panel.height * 2, { fit: 'cover' })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** The SVG of one share image; `markSvg` is drawn where a page has no illustration of its own. */
async function shareImageSvg(image: ShareImage, imagesDir: string, markSvg: string): Promise<string> {
  const href = image.source ? await illustrationHref(join(imagesDir, image.source)) : `data:image/svg+xml;base64,${Buffer.from(markSvg).toString('base64')}`;
  const fit = image.source ? 'xMidYMid slice' : 'xMidYMid meet';
  // At most three lines: a long name is wrapped wider and drawn smaller, never cut.
  const headingLines = [14, 18, 22, 30].map((chars) => wrap(image.heading, chars)).find((lines) => lines.length <= 3) ?? [image.heading];
  // Inter ExtraBold averages about 0.62 em a character: shrink the heading until its longest line fits the column.
  const longest = Math.max(...headingLines.map((line) => line.length));
  const headingSize = Math.min(64, Math.floor(text.width / (longest * 0.62)));
  const subLines = wrap(image.subheading, 18).slice(0, 2);
  const subSize = 38;
  const blockHeight = headingLines.length * headingSize * 1.1 + 20 + subLines.length * subSize * 1.25;
  const top = panel.y + panel.height / 2 - blockHeight / 2;
  const lines = (texts: string[], size: number, lineHeight: number, y0: number) =>
    texts.map((line, i) => `<tspan x="${text.x}" y="${Math.round(y0 + (i + 1) * size * lineHeight)}">${escapeXml(line)}</tspan>`).join('');
  const heading = lines(headingLines, headingSize, 1.1, top - headingSize * 0.2);
  const subheading = lines(subLines, subSize, 1.25, top + headingLines.length * headingSize * 1.1 + 20 - subSize * 0.25);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${shareImageSize.width}" height="${shareImageSize.height}" viewBox="0 0 ${shareImageSize.width} ${shareImageSize.height}">
  <rect width="100%" height="100%" fill="${brand}"/>
  <clipPath id="panel"><rect x="${panel.x}" y="${panel.y}" width="${panel.width}" height="${panel.height}" rx="28"/></clipPath>
  <rect x="${panel.x}" y="${panel.y}" width="${panel.width}" height="${panel.height}" rx="28" fill="#fff"/>
  <image href="${href}" x="${panel.x}" y="${panel.y}" width="${panel.width}" height="${panel.height}" preserveAspectRatio="${fit}" clip-path="url(#panel)"/>
  <text x="${text.x}" y="${panel.y + 40}" font-family="${fontFamily}" font-weight="700" font-size="30" fill="#ddd6fe">Party Box · Mumbai</text>
  <text font-family="${fontFamily}" font-weight="800" font-size="${headingSize}" fill="#fff">${heading}</text>
  <text font-family="${fontFamily}" font-weight="700" font-size="${subSize}" fill="${accent}">${subheading}</text>
  <text x="${text.x}" y="${panel.y + panel.height}" font-family="${fontFamily}" font-weight="700" font-size="28" fill="#ddd6fe">Delivered to your door</text>
</svg>`;
}

/** Draws every share image into `client` (dist/client) at its path; returns how many were written. */
export async function writeShareImages(images: readonly ShareImage[], client: string, imagesDir: string, markSvg: string): Promise<number> {
  for (const image of images) {
    const file = join(client, image.path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, renderSvgToPng(await shareImageSvg(image, imagesDir, markSvg)));
  }
  return images.length;
}
