import { defineCommand } from 'citty'

/**
 * `voix diff <buildA> <buildB> [--json]`: what differs in the files people get between two kept builds (ids as in
 * DATA_DIR/site/builds). Exit code 0: the same; 1: different; 2: an error.
 */
export const diffCommand = defineCommand({
  meta: {
    name: 'diff',
    description:
      'What differs in the pages people get between two kept builds (ids as in DATA_DIR/site/builds): pages added and removed, and for each changed page the block and field that changed. Pages rendered again into the same bytes are not listed. Exit code 0: the same; 1: different; 2: an error.',
  },
  args: {
    buildA: { type: 'positional', description: 'the earlier build', required: true },
    buildB: { type: 'positional', description: 'the later build', required: true },
    json: { type: 'boolean', description: 'one JSON object on stdout (nothing else is written there)' },
  },
  async run({ args }) {
    // Loaded when run: `--help` and a mistaken call answer at once.
    const { diffBuilds, formatDiff } = await import('../../build/diff/diffBuilds.ts')
    const { readSettings } = await import('../lib/settings.ts')
    if (args._.length !== 2) throw new Error(`give two build ids, got ${args._.length}: voix diff <buildA> <buildB> [--json]`)
    const diff = diffBuilds(readSettings().outRoot, args.buildA, args.buildB)
    process.stdout.write(`${args.json ? JSON.stringify(diff) : formatDiff(args.buildA, args.buildB, diff)}\n`)
    return diff.added.length || diff.removed.length || diff.changed.length ? 1 : 0
  },
})
