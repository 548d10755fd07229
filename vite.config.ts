import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstPaintPlugin } from './scripts/first-paint-plugin.ts';
import { pageHeadPlugin } from './scripts/page-head-plugin.ts';

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), firstPaintPlugin(import.meta.dirname), pageHeadPlugin(import.meta.dirname)],
  build: {
    outDir: process.env.ATLAS_WEB_DIST ?? '../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
});
