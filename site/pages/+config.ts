import type { Config } from 'vike/types'

export default {
  // Pages are prerendered by our own build (build/), which calls vike's renderPage per page. The payload
  // travels in the HTML as JSON (runtime/readPayload.ts), read by our own client entry (+client.ts).
  prerender: false,
} satisfies Config
