import { runVoix } from './cli/voix.ts'

/** `npm run diff -- <buildA> <buildB> [--json]`: `voix diff` (scripts/cli/diffCommand.ts). */
process.exitCode = await runVoix(['diff', ...process.argv.slice(2)])
