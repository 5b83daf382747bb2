import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import { layouts } from '../catalogue/layouts/layouts.ts'
import { paletteCss, typeScaleCss } from './layouts/paletteCss.ts'

const root = fileURLToPath(new URL('.', import.meta.url))

/** `import 'virtual:voix-palettes.css'`: the catalogue's layout palettes, type and spacing as CSS, generated at compile time. */
function layoutPalettes(): Plugin {
  const id = 'virtual:voix-palettes.css'
  return {
    name: 'voix-layout-palettes',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (resolved) => (resolved === `\0${id}` ? `${paletteCss(layouts)}\n${typeScaleCss()}` : undefined),
  }
}

export default defineConfig({
  root,
  plugins: [react(), vike(), layoutPalettes()],
  build: { outDir: resolve(process.env.VOIX_BUNDLE_DIR ?? fileURLToPath(new URL('../.voix/bundle', import.meta.url)), 'site'), emptyOutDir: true },
  server: { fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] } },
})
