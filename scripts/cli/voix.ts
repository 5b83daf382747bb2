import { defineCommand, renderUsage, runCommand, type ArgsDef, type CommandDef } from 'citty'
import { diffCommand } from './diffCommand.ts'
import { publishCommand } from './publishCommand.ts'
import { snapshotCommand } from './snapshotCommand.ts'

/**
 * A command's exit code on a mistake of its own (a bad argument, an unreadable build): `diff` keeps 0 and 1 for its
 * answer (same, different), `publish` keeps 2 for a build that did not finish in time.
 */
const commands = {
  publish: { command: publishCommand, onError: 1 },
  diff: { command: diffCommand, onError: 2 },
  snapshot: { command: snapshotCommand, onError: 1 },
} as const

const root = defineCommand({
  meta: { name: 'voix', description: 'Voix for CI: publish and wait for the build, compare two builds, export the published content' },
  subCommands: Object.fromEntries(Object.entries(commands).map(([name, c]) => [name, c.command])),
})

/** Options a command does not declare are refused by name: a typo must not run with a default instead. */
function checkArgs(command: CommandDef<ArgsDef>, argv: string[]): void {
  const declared = (command.args ?? {}) as ArgsDef
  const known = new Set(Object.entries(declared).flatMap(([name, def]) => (def.type === 'positional' ? [] : [name, ...[('alias' in def && def.alias) || []].flat()])))
  const unknown = argv.filter((a) => a.startsWith('-') && a !== '-' && !known.has(a.replace(/^--?(no-)?/, '').split('=')[0]!))
  if (unknown.length) throw new Error(`unknown option ${unknown.join(', ')} (voix ${String((command.meta as { name?: string } | undefined)?.name)} --help lists them)`)
}

/**
 * `voix <command> …`, the command line CI runs (package.json "bin"): each command's answer on stdout (pure JSON with
 * `--json`), what it is doing on stderr, and an exit code a pipeline can act on. Returns that code.
 */
export async function runVoix(argv: string[]): Promise<number> {
  const [name, ...rest] = argv
  if (!name || name === '--help' || name === '-h') {
    console.log(await renderUsage(root))
    return name ? 0 : 2
  }
  const entry = commands[name as keyof typeof commands]
  if (!entry) {
    console.error(`voix: no command '${name}'; the commands are ${Object.keys(commands).join(', ')} (voix --help)`)
    return 2
  }
  const command = entry.command as CommandDef<ArgsDef>
  if (rest.includes('--help') || rest.includes('-h')) {
    console.log(await renderUsage(command, root))
    return 0
  }
  try {
    checkArgs(command, rest)
    const { result } = await runCommand(command, { rawArgs: rest })
    return typeof result === 'number' ? result : 0
  } catch (error) {
    console.error(`voix ${name}: ${error instanceof Error ? error.message : String(error)}`)
    return entry.onError
  }
}
