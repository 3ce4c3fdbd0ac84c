import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { signedInChunk } from './build/chunk-groups';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // The installable app (docs/decisions/016): a manifest, and a Workbox service worker that
    // precaches the app shell and every route's code. 'prompt': a new version waits for the user's
    // 'Odśwież' (lib/app-update.ts), nothing reloads by itself.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'Wycieczki Szkolne',
        short_name: 'Wycieczki',
        description: 'Wycieczki szkolne: uczestnicy, opiekunowie, pokoje i listy obecności.',
        lang: 'pl',
        start_url: '/trips',
        scope: '/',
        display: 'standalone',
        background_color: '#f8fafc',
        theme_color: '#1d4ed8',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,wasm}'],
        // Every client route opens from the cached shell; the API and its event stream never do.
        navigateFallback: '/index.html',
        // The parent page is its own document (rodzic.html), never the teachers' app shell.
        navigateFallbackDenylist: [/^\/api\//, /^\/rodzic/],
        cleanupOutdatedCaches: true,
        // The first worker takes the open page at once, so a screen's code loaded later (a dialog
        // opened after the network went) comes from the cache already on the first visit. A new
        // version still waits for 'Odśwież' (registerType 'prompt': no skipWaiting).
        clientsClaim: true,
      },
    }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // Two documents: the app, and the parent page with its own small code (decision 022).
      input: { main: fileURLToPath(new URL('./index.html', import.meta.url)), rodzic: fileURLToPath(new URL('./rodzic.html', import.meta.url)) },
      output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: signedInChunk() }] } },
    },
  },
});
