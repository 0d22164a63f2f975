import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { themeScript } from '@pagewise/ui/theme-script';

/** Puts the theme script first in <head>, so the stored theme applies before anything paints. */
function inlineThemeScript(): Plugin {
  return {
    name: 'pagewise-inline-theme-script',
    transformIndexHtml: () => [{ tag: 'script', children: themeScript, injectTo: 'head-prepend' }],
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), inlineThemeScript()],
  resolve: {
    // The SDK from its source: no build order between workspaces, and the bundler tree-shakes what is unused.
    alias: { '@pagewise/sdk': fileURLToPath(new URL('../sdk-js/src/index.ts', import.meta.url)) },
  },
  server: { port: 3001 },
  preview: { port: 3001 },
  build: {
    // The budget test reads the manifest to weigh what the first screen loads.
    manifest: true,
    target: 'es2022',
  },
});
