// Starts the product on a fresh database for the end-to-end tests, exactly as `npm start` does.
import { rmSync } from 'node:fs'
import { spawn } from 'node:child_process'

if (!process.env.DATA_DIR) throw new Error('DATA_DIR must be set for the end-to-end server')
rmSync(process.env.DATA_DIR, { recursive: true, force: true })
const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
