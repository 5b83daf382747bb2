import type { Config } from 'vike/types'

export default {
  passToClient: ['payload'],
  // Pages are prerendered by our own build (build/), which calls vike's renderPage per page.
  prerender: false,
} satisfies Config
