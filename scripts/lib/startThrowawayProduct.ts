import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../../build/testing/freePort.ts'


async function waitForHealth(url: string, ms: number, exited: () => boolean): Promise<void> {
  const until = Date.now() + ms
  while (Date.now() < until) {
    if (exited()) throw new Error('the product stopped while starting; see its output above')
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`the product did not answer ${url} within ${ms / 1000} s`)
}

/**
 * The real product on a throw-away database, started exactly as `npm start` starts it, on a free port: for
 * scripts that shoot its screens. `stop` ends it and removes its data; it is called already when it never started.
 */
export async function startThrowawayProduct(prefix: string, env: Record<string, string> = {}): Promise<{ base: string; stop: () => void }> {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), prefix))
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  let exited = false
  child.on('exit', () => (exited = true))
  const stop = () => {
    child.kill('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  }
  const base = `http://localhost:${port}`
  try {
    await waitForHealth(`${base}/api/health`, 300_000, () => exited)
  } catch (error) {
    stop()
    throw error
  }
  return { base, stop }
}
