import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['{catalogue,site,studio,content-api,build,scripts}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['./vitest.globalSetup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
