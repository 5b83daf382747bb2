import { newId } from '../../catalogue/model/ids.ts'
import type { BuildEvent } from '../builds/buildQueue.ts'
import type { Db } from '../db/openDatabase.ts'
import { now } from '../http/clock.ts'
import { presentDelivery, tables, type DeliveryAttempt, type WebhookDelivery, type WebhookDeliveriesTable } from './webhookStore.ts'
import { signDelivery } from './webhookSignature.ts'
import { allowedHostsFrom, AddressRefused, normalHost, type Resolve } from './webhookAddress.ts'
import { postDelivery, responseKept } from './postDelivery.ts'

export interface WebhookOptions {
  /** The wait before the first retry; each next one waits twice as long (1 s, 2 s, 4 s, 8 s, 16 s by default). */
  baseDelayMs?: number
  /** Attempts per round, the first included. */
  maxAttempts?: number
  /** How long one attempt waits for the receiver's answer. */
  timeoutMs?: number
  /**
   * Hosts (names or addresses) an admin allows to receive webhooks although they are not public (a receiver on this
   * machine or network); from WEBHOOK_ALLOWED_HOSTS by default. Every other receiver must be a public address.
   */
  allowedHosts?: readonly string[]
  /** How receivers' names are resolved when a delivery connects (the system's resolver; tests give their own). */
  resolve?: Resolve
  /** Whether the deliveries a previous process left pending are picked up (webhookRoutes); on by default. */
  resume?: boolean
}

export { responseKept }
/** Attempts kept per delivery (re-sends add rounds; the oldest go first). */
const attemptsKept = 30
/** Finished deliveries are kept this long, so the table does not grow with every build for ever. */
export const deliveriesKeptDays = 30

/**
 * Sends build events to the webhooks subscribed to them, in the background: a build never waits on a receiver.
 * Every delivery is a row, written before the first attempt and after each, so retries that were pending when
 * the process stopped are picked up again on start (`resume`) at the time they were due.
 */
export class WebhookDeliverer {
  private readonly timers = new Map<string, NodeJS.Timeout>()
  private readonly active = new Set<string>()
  private readonly working = new Set<Promise<unknown>>()
  private stopped = false
  readonly baseDelayMs: number
  readonly maxAttempts: number
  readonly timeoutMs: number
  readonly allowedHosts: readonly string[]
  private readonly resolve: Resolve | undefined

  constructor(
    private readonly db: Db,
    options: WebhookOptions = {},
  ) {
    this.baseDelayMs = options.baseDelayMs ?? 1000
    this.maxAttempts = options.maxAttempts ?? 6
    this.timeoutMs = options.timeoutMs ?? 5000
    this.allowedHosts = (options.allowedHosts ?? allowedHostsFrom()).map(normalHost)
    this.resolve = options.resolve
  }

  /** The build queue's listener: records a delivery for each subscribed webhook and sends it; never throws. */
  announce = (event: BuildEvent): void => {
    this.track(this.record(event))
  }

  /** Schedules the deliveries a previous process left pending, each at the time it was due. */
  async resume(): Promise<void> {
    const pending = await tables(this.db).selectFrom('webhook_deliveries').select(['id', 'next_attempt_at']).where('status', '=', 'pending').execute()
    for (const row of pending) this.schedule(row.id, row.next_attempt_at ? Date.parse(row.next_attempt_at) - Date.now() : 0)
  }

  /**
   * Sends a delivery again, with its body as first sent and a fresh signature, for a new round of attempts.
   * Answers undefined when there is none; 'pending' when it is still being tried.
   */
  async resend(id: string): Promise<WebhookDelivery | 'pending' | undefined> {
    const row = await tables(this.db).selectFrom('webhook_deliveries').selectAll().where('id', '=', id).executeTakeFirst()
    if (!row) return undefined
    if (row.status === 'pending') return 'pending'
    const at = now()
    const changed = await tables(this.db)
      .updateTable('webhook_deliveries')
      .set({ status: 'pending', tries: 0, next_attempt_at: at, updated_at: at })
      .where('id', '=', id)
      .where('status', '!=', 'pending')
      .executeTakeFirst()
    if (!changed.numUpdatedRows) return 'pending'
    this.schedule(id, 0)
    return presentDelivery({ ...row, status: 'pending', tries: 0, next_attempt_at: at, updated_at: at })
  }

  /** Resolves when no attempt is running (a retry due later is not waited for). */
  async idle(): Promise<void> {
    while (this.working.size) await Promise.allSettled([...this.working])
  }

  stop(): void {
    this.stopped = true
    for (const timer of this.timers.values()) clearTimeout(timer)
    this.timers.clear()
  }

  private track(work: Promise<unknown>): void {
    const tracked = work.catch((error: unknown) => {
      if (!this.stopped) console.error(`voix: webhook delivery: ${error instanceof Error ? error.message : String(error)}`)
    })
    this.working.add(tracked)
    void tracked.finally(() => this.working.delete(tracked))
  }

  private async record(event: BuildEvent): Promise<void> {
    const hooks = await tables(this.db).selectFrom('webhooks').select(['id', 'events']).execute()
    const subscribed = hooks.filter((hook) => (JSON.parse(hook.events) as string[]).includes(event.event))
    if (!subscribed.length) return
    const payload = JSON.stringify(event)
    const old = new Date(Date.now() - deliveriesKeptDays * 86_400_000).toISOString()
    await tables(this.db).deleteFrom('webhook_deliveries').where('created_at', '<', old).where('status', '!=', 'pending').execute()
    for (const hook of subscribed) {
      const at = now()
      const row: WebhookDeliveriesTable = { id: newId(), webhook_id: hook.id, event: event.event, payload, status: 'pending', tries: 0, attempts: '[]', next_attempt_at: at, created_at: at, updated_at: at }
      await tables(this.db).insertInto('webhook_deliveries').values(row).execute()
      this.schedule(row.id, 0)
    }
  }

  private schedule(id: string, delayMs: number): void {
    if (this.stopped) return
    clearTimeout(this.timers.get(id))
    const timer = setTimeout(
      () => {
        this.timers.delete(id)
        this.track(this.attempt(id))
      },
      Math.max(0, delayMs),
    )
    // A pending retry must not keep a stopping process alive: it is in the table and resumed on the next start.
    timer.unref()
    this.timers.set(id, timer)
  }

  private async attempt(id: string): Promise<void> {
    if (this.stopped || this.active.has(id)) return
    this.active.add(id)
    try {
      // Claimed by moving its due time past the attempt, in one statement: with several instances, each of which
      // schedules the deliveries it finds pending on start, exactly one sends each attempt. One that dies while
      // sending leaves the delivery due again when the lease is over, and whoever holds a timer for it sends it.
      const due = [now(), new Date().toISOString()].sort()[1]!
      const lease = new Date(Date.now() + this.timeoutMs * 2 + 10_000).toISOString()
      const claimed = await tables(this.db)
        .updateTable('webhook_deliveries')
        .set({ next_attempt_at: lease })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', due)
        .executeTakeFirst()
      const row = await tables(this.db).selectFrom('webhook_deliveries').selectAll().where('id', '=', id).executeTakeFirst()
      if (!row || row.status !== 'pending') return
      if (!claimed.numUpdatedRows) {
        // Another instance is sending it, or it is not due yet: look again when it is.
        if (row.next_attempt_at) this.schedule(id, Date.parse(row.next_attempt_at) - Date.now())
        return
      }
      const hook = await tables(this.db).selectFrom('webhooks').select(['url', 'secret']).where('id', '=', row.webhook_id).executeTakeFirst()
      if (!hook) return
      const result = await this.post(hook, row)
      if (this.stopped) return
      const tries = Number(row.tries) + 1
      const delivered = result.status !== null && result.status >= 200 && result.status < 300
      const status = delivered ? 'delivered' : tries >= this.maxAttempts ? 'failed' : 'pending'
      const delay = this.baseDelayMs * 2 ** (tries - 1)
      const at = now()
      const attempts = [...(JSON.parse(row.attempts) as DeliveryAttempt[]), result].slice(-attemptsKept)
      await tables(this.db)
        .updateTable('webhook_deliveries')
        .set({ status, tries, attempts: JSON.stringify(attempts), next_attempt_at: status === 'pending' ? new Date(Date.now() + delay).toISOString() : null, updated_at: at })
        .where('id', '=', id)
        .execute()
      if (status === 'pending') this.schedule(id, delay)
    } finally {
      this.active.delete(id)
    }
  }

  /** One attempt: the stored body, signed now; redirects are never followed (the answer is recorded as not delivered). */
  private async post(hook: { url: string; secret: string }, row: WebhookDeliveriesTable): Promise<DeliveryAttempt> {
    const at = now()
    const started = performance.now()
    const done = (status: number | null, response: string, error: string | null): DeliveryAttempt => ({ at, status, response, error, ms: Math.round(performance.now() - started) })
    try {
      const res = await postDelivery(new URL(hook.url), {
        timeoutMs: this.timeoutMs,
        allowedHosts: this.allowedHosts,
        resolve: this.resolve,
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'Voix-Webhooks/1',
          'Voix-Event': row.event,
          'Voix-Delivery': row.id,
          'Voix-Signature': signDelivery(hook.secret, row.payload),
        },
        body: row.payload,
      })
      if (res.status >= 300 && res.status < 400)
        return done(res.status, res.excerpt, `The receiver answered with a redirect${res.location ? ` to ${res.location.slice(0, 200)}` : ''}; deliveries do not follow redirects, so register the final address`)
      // Any other answer speaks for itself (its status and the start of its body); `error` is kept for what the status cannot say.
      return done(res.status, res.excerpt, null)
    } catch (error) {
      return done(null, '', describeError(error, this.timeoutMs))
    }
  }
}

function describeError(error: unknown, timeoutMs: number): string {
  const name = (error as { name?: string } | null)?.name
  if (name === 'TimeoutError' || name === 'AbortError') return `The receiver did not answer within ${timeoutMs / 1000} seconds`
  if (error instanceof AddressRefused) return `Not sent: ${error.message}, which this server does not send to; if the receiver is yours, an admin can list its host in WEBHOOK_ALLOWED_HOSTS`
  const cause = error as { code?: string; message?: string } | null
  const reasons: Record<string, string> = {
    ECONNREFUSED: 'the connection was refused',
    ENOTFOUND: 'its host name was not found',
    ECONNRESET: 'the connection was closed',
    ETIMEDOUT: 'the connection timed out',
    EAI_AGAIN: 'its host name could not be looked up',
  }
  const reason = (cause?.code && reasons[cause.code]) ?? cause?.message ?? (error instanceof Error ? error.message : String(error))
  return `Could not reach the receiver: ${reason}`
}
