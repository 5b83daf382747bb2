import { join } from 'node:path'
import { outputPaths } from '../outputPaths.ts'
import { clearDerivedImages, derivedImagesDir } from '../images/clearDerivedImages.ts'
import { clearPageStore } from './clearPageStore.ts'
import { storeUsage } from './storeUsage.ts'

/**
 * The build's caches under the output root, as the content API's caches screen shows and clears them
 * (content-api/caches/cacheRoutes.ts). Each clear keeps what the live site serves; the API refuses to clear
 * while a build runs, since a build writes into both.
 */
export function buildCaches(outRoot: string) {
  const paths = outputPaths(outRoot)
  return [
    {
      id: 'page-store' as const,
      label: 'Build page store',
      clears: 'Earlier builds and the stored pages they alone use. The live build and the one before it (for a rollback) are kept.',
      whileBuilding: false,
      usage: () => {
        const objects = storeUsage(paths.objects)
        const builds = storeUsage(paths.builds)
        return { bytes: objects.bytes + builds.bytes, entries: objects.entries + builds.entries }
      },
      clear: () => clearPageStore(outRoot),
    },
    {
      id: 'image-derivatives' as const,
      label: 'Image derivatives',
      clears: 'Resized images that no stored build shows. The next build resizes again whatever it needs.',
      whileBuilding: false,
      usage: () => {
        const images = storeUsage(derivedImagesDir(outRoot))
        const index = storeUsage(join(outRoot, 'image-cache.json'))
        return { bytes: images.bytes + index.bytes, entries: images.entries }
      },
      clear: () => clearDerivedImages(outRoot),
    },
  ]
}
