import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pagewiseRoutes } from './pagewise-routes.mjs';

/** The page's two server routes (/api/config, /api/history) in `vite` and `vite preview` too. */
const routes = () => ({
  name: 'pagewise-routes',
  configureServer: (server) => void server.middlewares.use(pagewiseRoutes(process.env)),
  configurePreviewServer: (server) => void server.middlewares.use(pagewiseRoutes(process.env)),
});

export default defineConfig({
  plugins: [react(), routes()],
  server: { port: 5173, strictPort: true },
  preview: { port: 5173, strictPort: true },
});
