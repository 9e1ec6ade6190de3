import { socketPath } from '@coinsight/domain/realtime';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

/** Where `npm run dev` finds the hapi server (apps/server listens on 8001 by default). */
const serverOrigin = 'http://127.0.0.1:8001';

/**
 * The server's paths. The Nes socket lives on its own path (socketPath), so only its upgrade and its auth path
 * are proxied, never page requests nor Vite's own HMR socket.
 */
const serverProxy: Record<string, ProxyOptions> = {
  '/api': { target: serverOrigin },
  '/documentation': { target: serverOrigin },
  // The server admits upgrades from its own origin only; this dev server is that site on another port.
  [socketPath]: {
    target: serverOrigin,
    ws: true,
    configure: (proxy) => {
      proxy.on('proxyReqWs', (request) => request.setHeader('origin', serverOrigin));
    },
  },
};

export default defineConfig(({ mode }) => ({
  plugins: [vanillaExtractPlugin(), react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    host: '127.0.0.1',
    // `--mode mock` answers every call with MSW in the page, so nothing goes to a server.
    proxy: mode === 'mock' ? {} : serverProxy,
  },
}));
