import { resolve } from 'node:path'

/**
 * The product server a test worker talks to. playwright.config.ts starts one server per worker, each on its own port
 * and data folder, so a worker's tests never see another worker's edits, publishes or moved clock. Playwright sets
 * TEST_PARALLEL_INDEX (0 … workers − 1) in each worker process; outside a worker (the config itself) it is server 0.
 */
export function e2eServer(index = Number(process.env.TEST_PARALLEL_INDEX ?? 0)) {
  const port = Number(process.env.E2E_PORT ?? 3210) + index
  return { port, origin: `http://localhost:${port}`, dataDir: resolve(`.data/e2e-${port}`) }
}
