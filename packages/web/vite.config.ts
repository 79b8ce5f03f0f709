import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';

const API_SERVER = 'http://127.0.0.1:3000';

export default defineConfig({
  // precompress: .br and .gz beside every text file of dist/, sent by the server when accepted.
  plugins: [react(), precompress()],
  // 'source' first so @heroscope/schema resolves to its TypeScript source, no build step needed.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // /methodology is a page the API server renders (METHODOLOGY_PATH of @heroscope/schema).
  server: {
    proxy: {
      '/api': API_SERVER,
      '/rest': API_SERVER,
      '/methodology': API_SERVER,
    },
  },
  preview: {
    proxy: {
      '/api': API_SERVER,
      '/rest': API_SERVER,
      '/methodology': API_SERVER,
    },
  },
  build: {
    // scripts/bundle-size.mjs reads the manifest to tell the landing route from lazy routes.
    manifest: true,
    target: 'es2022',
    // Only a performance hint: browsers without <link rel=modulepreload> still load every module.
    modulePreload: { polyfill: false },
  },
});
