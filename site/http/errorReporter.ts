export const reportLevels = ['debug', 'info', 'warn', 'error', 'critical'] as const
export type ReportLevel = (typeof reportLevels)[number]

export interface ReporterOptions {
  /** The reporting service's origin; reports go to `{host}/api/v1/logs/js`. Without it, the console only. */
  host?: string
  token?: string
  minLevel?: ReportLevel
  /** Pages on these hosts (and their subdomains) report; empty: all. */
  allowedDomains?: string[]
  environment?: string
  version?: string
  platform?: string
  disableIPCapture?: boolean
  fetch?: typeof fetch
  console?: Pick<Console, 'debug' | 'info' | 'warn' | 'error'>
}

export const stackFrameLimit = 10

function trace(error: unknown): { message: string; stack: string } {
  if (error instanceof Error) {
    const lines = (error.stack ?? '').split('\n')
    // V8 starts the stack with the message; Firefox and Safari do not.
    const frames = lines.filter((l) => /^\s*at\s|@/.test(l)).slice(0, stackFrameLimit)
    return { message: error.message, stack: frames.join('\n') }
  }
  return { message: String(error), stack: '' }
}

function allowed(host: string, domains: string[]): boolean {
  return !domains.length || domains.some((d) => host === d || host.endsWith(`.${d}`))
}

/** Error reporting to the service and the console, filtered by level and by the page's domain. */
export function createErrorReporter(options: ReporterOptions = {}) {
  const { minLevel = 'debug', allowedDomains = [], fetch: send = globalThis.fetch, console: out = globalThis.console } = options
  return async function report(level: ReportLevel, error: unknown, custom: Record<string, unknown> = {}): Promise<void> {
    if (reportLevels.indexOf(level) < reportLevels.indexOf(minLevel)) return
    const url = globalThis.location?.href ?? ''
    if (!allowed(globalThis.location?.hostname ?? '', allowedDomains)) return
    const t = trace(error)
    out[level === 'critical' ? 'error' : level](`[${level}] ${t.message}`, error)
    if (!options.host) return
    const body = {
      custom,
      disableIPCapture: options.disableIPCapture ?? true,
      environment: options.environment ?? 'production',
      level,
      message: t.message,
      platform: options.platform ?? 'web',
      trace: t,
      url,
      version: options.version ?? '',
    }
    try {
      await send(`${options.host.replace(/\/+$/, '')}/api/v1/logs/js`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}) },
        body: JSON.stringify(body),
        keepalive: true,
      })
    } catch {
      // Reporting must never raise an error of its own.
    }
  }
}
export type ErrorReporter = ReturnType<typeof createErrorReporter>

/** Reporting settings from the page's meta tags (editors set them as head tags): voix-reporting-*. */
export function reporterOptionsFromMeta(doc: Document = document): ReporterOptions {
  const meta = (name: string) => doc.querySelector<HTMLMetaElement>(`meta[name="voix-reporting-${name}"]`)?.content || undefined
  const level = meta('level')
  return {
    host: meta('host'),
    token: meta('token'),
    minLevel: (reportLevels as readonly string[]).includes(level ?? '') ? (level as ReportLevel) : 'debug',
    allowedDomains: meta('domains')?.split(',').map((d) => d.trim()).filter(Boolean) ?? [],
    environment: meta('environment'),
    version: doc.querySelector<HTMLMetaElement>('meta[name="voix-build"]')?.content,
  }
}
