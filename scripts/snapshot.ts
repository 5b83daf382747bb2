import { runVoix } from './cli/voix.ts'

/** `npm run snapshot -- export <dir>`: `voix snapshot export <dir>` (scripts/cli/snapshotCommand.ts). */
process.exitCode = await runVoix(['snapshot', ...process.argv.slice(2)])
