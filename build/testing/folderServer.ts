import { spawn } from 'node:child_process'
import { freePort } from './freePort.ts'
import { waitForPort } from './waitForPort.ts'

/**
 * Python's `http.server` over one site folder of an export: the plain folder server most static hosts behave
 * like (S3 website hosting, nginx's defaults), answering a folder's slashless address with a redirect to the
 * slashed one and anything missing with its own 404.
 */
export async function startFolderServer(siteDir: string): Promise<{ port: number; stop: () => Promise<void> }> {
  const port = await freePort()
  const child = spawn('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1', '--directory', siteDir], { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  let exit: string | undefined
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)))
  const ended = new Promise<void>((done) => child.once('exit', (code, signal) => ((exit = `python3 -m http.server stopped (${code ?? signal}): ${stderr.trim()}`), done())))
  await waitForPort(port, 15_000, () => exit)
  return {
    port,
    stop: async () => {
      if (exit === undefined) {
        child.kill('SIGTERM')
        await ended
      }
    },
  }
}
