import { spawn, type ChildProcess } from 'node:child_process'

/** `npm start` on its own port and data folder, resolved once its API answers (a fresh demo seeds and builds first). */
export async function startServer(port: number, dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    if (await fetch(`http://localhost:${port}/api/health`).then((r) => r.ok, () => false)) return child
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error('the server did not start in 5 minutes')
}
