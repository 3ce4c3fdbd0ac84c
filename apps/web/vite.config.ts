import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { signedInChunk } from './build/chunk-groups';
import { compiledCatalogs } from './build/compiled-catalogs';

export default defineConfig({
  plugins: [
    compiledCatalogs(),
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
        // Push notifications (issue 50): the handlers shared with the parent page's own worker.
        importScripts: ['/push-sw.js'],
        // Every client route opens from the cached shell; the API and its event stream never do.
        navigateFallback: '/index.html',
        // The parent page (rodzic.html) and the sign-in screen (auth.html) are documents of their own,
        // never the teachers' app shell.
        navigateFallbackDenylist: [/^\/api\//, /^\/rodzic/, /^\/auth(?:[/?#]|$)/],
        // The sign-in screen from the network, and from the cache with none: a teacher whose session
        // ended offline still reaches it (docs/decisions/029). Never a stored copy of the network's
        // answer, which could name files a newer version no longer has.
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) => request.mode === 'navigate' && /^\/auth\/?$/.test(url.pathname),
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: '/auth.html' } },
          },
        ],
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
      // Three documents: the app, and the parent page and the sign-in screen, each with its own small
      // code (decisions 022 and 029).
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        rodzic: fileURLToPath(new URL('./rodzic.html', import.meta.url)),
        auth: fileURLToPath(new URL('./auth.html', import.meta.url)),
      },
      output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: signedInChunk() }] } },
    },
  },
});
