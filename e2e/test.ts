import { test as base } from '@playwright/test'
import { e2eServer } from './e2eServer.ts'

export * from '@playwright/test'

/** Playwright's `test`, talking to this worker's own server (e2e/e2eServer.ts). Every end-to-end test imports it. */
export const test = base.extend({
  baseURL: async ({}, use, testInfo) => use(e2eServer(testInfo.parallelIndex).origin),
})
