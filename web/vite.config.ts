// Builds the client into the Python package's static folder, which `tapisvert serve` serves.
import { defineConfig } from 'vitest/config';
import { svelte } from '@sveltejs/vite-plugin-svelte';

export default defineConfig({
  plugins: [svelte()],
  base: '/',
  build: {
    outDir: '../src/tapisvert/server/static',
    emptyOutDir: true,
    assetsDir: 'assets',
    chunkSizeWarningLimit: 300,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8000', '/ws': { target: 'ws://127.0.0.1:8000', ws: true } },
    // the catalogues are read from the Python package (src/tapisvert/**/locales) beside web/
    fs: { allow: ['..'] },
  },
  test: { include: ['src/**/*.test.ts'], environment: 'node' },
});
