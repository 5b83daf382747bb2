import { defineConfig } from '@playwright/test'
import { e2eServer } from './e2e/e2eServer.ts'

// One product server per worker (e2e/e2eServer.ts), so the workers' tests share no state. Two by default, one a core;
// E2E_WORKERS=1 runs them one after another.
const workers = Number(process.env.E2E_WORKERS ?? 2)
// The port e2e/export-hosts.e2e.test.ts serves the export from under nginx: a form sent from there is answered with
// CORS, so the server must know that origin when it starts (set here, so the test's worker reads the same).
const exportPort = Number((process.env.E2E_EXPORT_PORT ??= String(e2eServer(0).port + 1000)))

/** End-to-end tests in Debian's Chromium against the real product started as `npm start` starts it. */
export default defineConfig({
  testMatch: '**/*.e2e.test.ts',
  testIgnore: ['**/node_modules/**'],
  timeout: 30_000,
  // Two workers share two cores with their servers' builds: a screen that answers in a second when the machine is
  // quiet can take several while another worker publishes.
  expect: { timeout: 10_000 },
  // No retries, in CI too: a test that passes only on a second try is a fault to fix, not to hide.
  retries: 0,
  workers,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    // Each test's own is its worker's server (e2e/test.ts); this is server 0, for anything outside a test.
    baseURL: e2eServer(0).origin,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // No name but loopback resolves: a demo page's embeds (a video's thumbnail, a social link's icon) must not send
      // the browser off this machine during a test.
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1, EXCLUDE ::1'],
    },
  },
  // Started one after another: each builds the whole demo, which takes both cores anyway.
  webServer: Array.from({ length: workers }, (_, index) => e2eServer(index)).map(({ port, origin, dataDir, oidcPort }) => ({
    command: 'node scripts/e2e-server.mjs',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      // The first admin, so the studio's tests can sign in (e2e/studioSignIn.ts).
      ADMIN_EMAIL: 'editor@voix.localhost',
      ADMIN_PASSWORD: 'e2e-editor-password-1',
      // The demo travel agent, so the agent portal's tests can sign in (e2e/agent-portal.e2e.test.ts).
      AGENT_PASSWORD: 'e2e-agent-password-1',
      // Scheduled publishing is tested by moving the product's clock, never by waiting (e2e/team.e2e.test.ts).
      MOVABLE_CLOCK: '1',
      // The demo's photos as an earlier build resized them (build/images/sharedImageCache.ts), not resized by each server.
      IMAGE_CACHE_DIR: '.voix/image-cache',
      // The webhook test's receiver listens on loopback, which only a listed host may be (e2e/webhooks.e2e.test.ts).
      WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
      CORS_ORIGINS: `http://{host}:${exportPort}`,
      // Company sign-in through a provider that e2e/company-sign-in.e2e.test.ts starts on this port (the client of
      // content-api/testing/oidcProvider.ts). Passwords stay allowed: every other test signs in with one. The
      // settings are read at each sign-in, so nothing asks the provider until that test does.
      OIDC_ISSUER: `http://127.0.0.1:${oidcPort}`,
      OIDC_CLIENT_ID: 'voix',
      OIDC_CLIENT_SECRET: 'company-provider-test-secret-0123456789',
      OIDC_NAME: 'Test Company',
    },
    url: `${origin}/api/health`,
    // A first start compiles the site and the studio when their sources changed, then builds the whole demo.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
  })),
})
