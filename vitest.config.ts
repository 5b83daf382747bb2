import { resolve } from 'node:path'
import { defineConfig } from 'vitest/config'
import LongestFirst from './vitest.sequencer.ts'

export default defineConfig({
  test: {
    include: ['{catalogue,site,studio,content-api,build,scripts}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['./vitest.globalSetup.ts'],
    // Two files at a time on two cores (vitest's default leaves one core idle): many tests wait on servers, child
    // processes and the database rather than compute. Files side by side open and drop PostgreSQL test schemas in
    // turn (content-api/testing/testDatabases.ts).
    maxWorkers: 2,
    // The longest files first, so both workers stay busy to the end (vitest.sequencer.ts).
    sequence: { sequencer: LongestFirst },
    // The servers and builds the tests start find the demo's photos resized by an earlier build there, rather than
    // each resizing the same photos again (build/images/sharedImageCache.ts); its files are named by what made them.
    env: { IMAGE_CACHE_DIR: resolve('.voix/image-cache') },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
