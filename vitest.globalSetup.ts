import { resolve } from 'node:path'
import { buildBundles } from './scripts/lib/buildBundles.ts'

/** Tests that render through the site's own bundle need it compiled; this is a no-op when sources are unchanged. */
export default function setup() {
  buildBundles(resolve(process.env.VOIX_BUNDLE_DIR ?? '.voix/bundle'))
}
