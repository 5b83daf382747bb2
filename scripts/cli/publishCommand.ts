import { defineCommand } from 'citty'
import { publishPage } from './publishPage.ts'

/** `voix publish <page> [--wait]`: publishes a page's draft as stored with VOIX_TOKEN (a `publish` token). */
export const publishCommand = defineCommand({
  meta: {
    name: 'publish',
    description:
      "Publishes a page's draft as stored, with the API token in VOIX_TOKEN (scope publish). With --wait, follows the build it queued: exit code 0 once it is live, 1 when the publish is refused or the build fails (with the reason), 2 when the time is up.",
  },
  args: {
    page: { type: 'positional', description: 'the id of the page', required: true },
    wait: { type: 'boolean', description: 'wait until the build is live or has failed' },
    timeout: { type: 'string', valueHint: 'seconds', description: 'how long to wait in all (900)', default: '900' },
    api: { type: 'string', valueHint: 'url', description: 'the product, e.g. https://cms.example.com (VOIX_API, else PUBLIC_URL, else http://localhost:3000)' },
  },
  async run({ args }) {
    const token = process.env.VOIX_TOKEN
    if (!token) throw new Error('VOIX_TOKEN is not set: give an API token of scope publish (the studio’s Tokens screen, or POST /api/tokens)')
    const timeoutSeconds = Number(args.timeout)
    if (!Number.isFinite(timeoutSeconds) || timeoutSeconds <= 0 || timeoutSeconds > 86_400) throw new Error(`--timeout must be a number of seconds from 1 to 86400, got '${args.timeout}'`)
    const api = args.api ?? process.env.VOIX_API ?? process.env.PUBLIC_URL ?? 'http://localhost:3000'
    if (!/^https?:\/\/[^/]+\/?$/.test(api)) throw new Error(`the API address must be an origin like https://cms.example.com, got '${api}'`)
    const outcome = await publishPage({ api, token, page: args.page, wait: Boolean(args.wait), timeoutSeconds, log: (line) => console.error(`voix publish: ${line}`) })
    if (outcome.code === 0) console.log(outcome.message)
    else console.error(`voix publish: ${outcome.message}`)
    return outcome.code
  },
})
