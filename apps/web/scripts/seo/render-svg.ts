// Renders SVG to PNG at build time with resvg, using Inter from an npm package so every machine draws the same
// letters (no dependence on the fonts installed on the system).
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';

const require = createRequire(import.meta.url);
const fontFiles = ['700Bold/Inter_700Bold.ttf', '800ExtraBold/Inter_800ExtraBold.ttf'].map((file) => require.resolve(`@expo-google-fonts/inter/${file}`));

/** The family name to use in the SVG's text. */
export const fontFamily = 'Inter';

/** PNG bytes of `svg`, drawn at its own width and height. */
export function renderSvgToPng(svg: string): Buffer {
  return new Resvg(svg, { font: { loadSystemFonts: false, fontFiles, defaultFontFamily: fontFamily } }).render().asPng();
}

/** Text for SVG markup. */
export const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
