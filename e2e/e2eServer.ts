import { resolve } from 'node:path'

/**
 * The product server a test worker talks to. playwright.config.ts starts one server per worker, each on its own port
 * and data folder, so a worker's tests never see another worker's edits, publishes or moved clock. Playwright sets
 * TEST_PARALLEL_INDEX (0 … workers − 1) in each worker process; outside a worker (the config itself) it is server 0.
 * `oidcPort` is where e2e/company-sign-in.e2e.test.ts starts the company's OpenID Connect provider for that server,
 * which the config names as the server's OIDC_ISSUER before any test runs.
 */
export function e2eServer(index = Number(process.env.TEST_PARALLEL_INDEX ?? 0)) {
  const port = Number(process.env.E2E_PORT ?? 3210) + index
  return { port, origin: `http://localhost:${port}`, dataDir: resolve(`.data/e2e-${port}`), oidcPort: port + 2000 }
}
