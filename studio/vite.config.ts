import react from '@vitejs/plugin-react'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

// The studio is a single-page app served under /voix; the start server falls back to its index.html.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/voix/',
  plugins: [react()],
  build: { outDir: resolve(process.env.VOIX_BUNDLE_DIR ?? fileURLToPath(new URL('../.voix/bundle', import.meta.url)), 'studio'), emptyOutDir: true },
  server: { proxy: { '/api': 'http://localhost:3000' } },
})
