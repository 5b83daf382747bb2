/**
 * `npm run <script> -- --help` (or -h): prints the script's usage and answers true, so the script stops there
 * before it opens a database or starts any work.
 */
export function askedForHelp(usage: string, args: readonly string[] = process.argv.slice(2)): boolean {
  if (!args.includes('--help') && !args.includes('-h')) return false
  console.log(usage.trim())
  return true
}
