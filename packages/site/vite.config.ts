import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { themeScript } from '@pagewise/ui/theme-script';
import { docsMdx } from './scripts/docs/mdx.mjs';
import { openApiReference } from './scripts/docs/openapi-reference.mjs';

/** Puts the theme script first in <head>, so the stored theme applies before anything paints. */
function inlineThemeScript(): Plugin {
  return {
    name: 'pagewise-inline-theme-script',
    transformIndexHtml: () => [{ tag: 'script', children: themeScript, injectTo: 'head-prepend' }],
  };
}

export default defineConfig({
  plugins: [docsMdx(), openApiReference(), react({ include: /\.(mdx|tsx?)$/ }), tailwindcss(), inlineThemeScript()],
  server: { port: 3000 },
  preview: { port: 3000 },
  build: {
    // The budget test reads the manifest to weigh what the landing page loads first.
    manifest: true,
    target: 'es2022',
  },
});
