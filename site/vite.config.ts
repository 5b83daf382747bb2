import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))

export default defineConfig({
  root,
  plugins: [react(), vike()],
  build: { outDir: fileURLToPath(new URL('../.voix/bundle/site', import.meta.url)), emptyOutDir: true },
  server: { fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] } },
})
