/** The little of oidc-provider's API the tests use (the package ships no types; @types lag its major versions). */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>)
    callback(): (req: IncomingMessage, res: ServerResponse) => void
  }
}
