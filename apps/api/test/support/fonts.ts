import { createRequire } from 'node:module';

const resolve = createRequire(import.meta.url).resolve;

/**
 * Fonts that pdfkit embeds (with their OpenType shaping), so test PDFs carry real Indic text the way common
 * generators write it. DejaVu Sans comes with Debian (`.ci/run` installs fonts-dejavu-core).
 */
export const FONTS = {
  devanagari: resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff'),
  tamil: resolve('@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff'),
  dejavu: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
};
