import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))

export default defineConfig({
  root,
  plugins: [react(), vike()],
  build: { outDir: resolve(process.env.VOIX_BUNDLE_DIR ?? fileURLToPath(new URL('../.voix/bundle', import.meta.url)), 'site'), emptyOutDir: true },
  server: { fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] } },
})
