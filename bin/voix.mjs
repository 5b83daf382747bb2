#!/usr/bin/env node
// The `voix` command (package.json "bin"): the sources are TypeScript, loaded through tsx as the npm scripts do.
import { register } from 'tsx/esm/api'

register()
const { runVoix } = await import('../scripts/cli/voix.ts')
process.exitCode = await runVoix(process.argv.slice(2))
