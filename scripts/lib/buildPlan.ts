import { parseArgs, type ArgsDef } from 'citty'
import { join, resolve } from 'node:path'
import { parseShard, parseShardCount, type ShardSpec } from '../../build/shard/parseShard.ts'
import type { Settings } from './settings.ts'

const options = {
  snapshot: { type: 'string', valueHint: 'dir', description: 'build from a snapshot folder (npm run snapshot -- export <dir>) instead of the database' },
  shard: { type: 'string', valueHint: 'i/n', description: 'render shard i of n into the results folder; nothing goes live' },
  merge: { type: 'string', valueHint: 'n', description: 'assemble the n shard results into one build, make it live and export it' },
  results: { type: 'string', valueHint: 'dir', description: 'where shards write their results and the merge reads them (DATA_DIR/shards)' },
  help: { type: 'boolean', description: 'this text' },
} satisfies ArgsDef

export const usage = `usage: npm run build [-- --snapshot <dir>]
       npm run build -- --shard <i>/<n> [--results <dir>] [--snapshot <dir>]   one shard of n (one per CI runner)
       npm run build -- --merge <n> [--results <dir>]                           the n shards as one build, live and exported
${Object.entries(options)
  .map(([name, o]) => `  --${`${name}${'valueHint' in o ? ` <${o.valueHint}>` : ''}`.padEnd(16)} ${o.description}`)
  .join('\n')}`

export type BuildPlan = { kind: 'build'; snapshot?: string } | { kind: 'shard'; snapshot?: string; shard: ShardSpec; results: string } | { kind: 'merge'; count: number; results: string }

/** The command line, checked whole before anything is read or built: a mistake is named, and nothing has changed. */
export function planOf(argv: string[], settings: Pick<Settings, 'dataDir'>): BuildPlan | 'help' {
  const args = parseArgs<typeof options>(argv, options)
  const unknown = Object.keys(args).filter((k) => k !== '_' && !(k in options))
  if (unknown.length) throw new Error(`unknown option ${unknown.map((k) => `--${k}`).join(', ')}\n${usage}`)
  if (args._.length) throw new Error(`unexpected '${args._.join(' ')}'\n${usage}`)
  if (args.help) return 'help'
  for (const name of ['snapshot', 'results'] as const) if (args[name] === '') throw new Error(`--${name} needs a folder`)
  if (args.shard !== undefined && args.merge !== undefined) throw new Error('--shard and --merge go to different runs: each shard on its runner, then the merge once all are done')
  const results = resolve(args.results ?? join(settings.dataDir, 'shards'))
  if (args.merge !== undefined) {
    if (args.snapshot !== undefined) throw new Error('--merge reads only the shard results, not a snapshot: the shards were built from it')
    return { kind: 'merge', count: parseShardCount(args.merge), results }
  }
  if (args.shard !== undefined) return { kind: 'shard', shard: parseShard(args.shard), results, ...(args.snapshot ? { snapshot: resolve(args.snapshot) } : {}) }
  if (args.results !== undefined) throw new Error('--results goes with --shard or --merge')
  return { kind: 'build', ...(args.snapshot ? { snapshot: resolve(args.snapshot) } : {}) }
}

