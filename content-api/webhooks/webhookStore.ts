import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import { newId } from '../../catalogue/model/ids.ts'
import type { Db } from '../db/openDatabase.ts'
import { now } from '../http/clock.ts'
import { webhookUrl } from './webhookUrl.ts'

export const webhookEvents = ['build.started', 'build.live', 'build.failed'] as const
export const WebhookEvent = z.enum(webhookEvents, { error: 'must be one of build.started, build.live, build.failed' })

/** A webhook's body on create and on change; `url` must be public unless its host is allowed on this server (webhookUrl). */
export function webhookBody(allowedHosts: readonly string[]) {
  return z
    .object({
      name: z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters'),
      url: webhookUrl(allowedHosts),
      events: z
        .array(WebhookEvent)
        .min(1, 'must name at least one event')
        .max(webhookEvents.length, `must name at most ${webhookEvents.length} events`)
        .refine((events) => new Set(events).size === events.length, 'must name each event once'),
    })
    .strict()
}
/** The body as the OpenAPI document shows it. */
export const WebhookBody = webhookBody([])
export type WebhookBody = z.infer<typeof WebhookBody>

/** A webhook as the API lists it: never its secret. */
export const Webhook = z
  .object({ id: z.string(), name: z.string(), url: z.string(), events: z.array(WebhookEvent), created_by: z.string(), created_at: z.string(), updated_at: z.string() })
  .strict()
export type Webhook = z.infer<typeof Webhook>

export const DeliveryAttempt = z
  .object({
    at: z.string(),
    /** The receiver's HTTP status, or null when none came (refused, timed out, redirected elsewhere). */
    status: z.number().int().nullable(),
    /** An excerpt of the receiver's answer: its first characters as text, at most `responseKept` (300), never the whole. */
    response: z.string(),
    /** Why no answer came, or why an answer was not taken (a redirect); null when the status says it all. */
    error: z.string().nullable(),
    ms: z.number().int(),
  })
  .strict()
export type DeliveryAttempt = z.infer<typeof DeliveryAttempt>

export const WebhookDelivery = z
  .object({
    id: z.string(),
    webhook_id: z.string(),
    event: WebhookEvent,
    /** pending: an attempt is due (next_attempt_at); delivered: a 2xx answer; failed: every attempt failed. */
    status: z.enum(['pending', 'delivered', 'failed']),
    payload: z.record(z.string(), z.unknown()),
    attempts: z.array(DeliveryAttempt),
    next_attempt_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .strict()
export type WebhookDelivery = z.infer<typeof WebhookDelivery>

export interface WebhooksTable extends Omit<Webhook, 'events'> {
  events: string
  secret: string
}
export interface WebhookDeliveriesTable extends Omit<WebhookDelivery, 'payload' | 'attempts'> {
  payload: string
  attempts: string
  /** Attempts in the current round (a re-send starts a new one). */
  tries: number
}
export const tables = (db: Db) => db.kysely as unknown as Kysely<{ webhooks: WebhooksTable; webhook_deliveries: WebhookDeliveriesTable }>

const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`
const present = ({ secret: _secret, events, ...row }: WebhooksTable): Webhook => ({ ...row, events: JSON.parse(events) as Webhook['events'] })

export function presentDelivery({ tries: _tries, payload, attempts, ...row }: WebhookDeliveriesTable): WebhookDelivery {
  return { ...row, payload: JSON.parse(payload) as Record<string, unknown>, attempts: JSON.parse(attempts) as DeliveryAttempt[] }
}

export async function createWebhook(db: Db, body: WebhookBody, createdBy: string): Promise<Webhook & { secret: string }> {
  const at = now()
  const row: WebhooksTable = { id: newId(), name: body.name, url: body.url, events: JSON.stringify(body.events), secret: newSecret(), created_by: createdBy, created_at: at, updated_at: at }
  await tables(db).insertInto('webhooks').values(row).execute()
  return { ...present(row), secret: row.secret }
}

export async function listWebhooks(db: Db, limit: number, offset: number) {
  const rows = await tables(db).selectFrom('webhooks').selectAll().orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offset).execute()
  const count = await tables(db).selectFrom('webhooks').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()
  return { items: rows.map(present), total: Number(count.n) }
}

export async function getWebhook(db: Db, id: string): Promise<Webhook | undefined> {
  const row = await tables(db).selectFrom('webhooks').selectAll().where('id', '=', id).executeTakeFirst()
  return row && present(row)
}

export async function updateWebhook(db: Db, id: string, body: WebhookBody): Promise<Webhook | undefined> {
  const changed = await tables(db).updateTable('webhooks').set({ name: body.name, url: body.url, events: JSON.stringify(body.events), updated_at: now() }).where('id', '=', id).executeTakeFirst()
  return changed.numUpdatedRows ? getWebhook(db, id) : undefined
}

/** A new secret for a webhook, shown this once; deliveries are signed with it from now on. */
export async function rotateWebhookSecret(db: Db, id: string): Promise<(Webhook & { secret: string }) | undefined> {
  const secret = newSecret()
  const changed = await tables(db).updateTable('webhooks').set({ secret, updated_at: now() }).where('id', '=', id).executeTakeFirst()
  const webhook = changed.numUpdatedRows ? await getWebhook(db, id) : undefined
  return webhook && { ...webhook, secret }
}

/** Deletes a webhook and its deliveries (pending ones are not sent); answers it, or undefined when there is none. */
export async function deleteWebhook(db: Db, id: string): Promise<Webhook | undefined> {
  const webhook = await getWebhook(db, id)
  if (!webhook) return undefined
  await tables(db).deleteFrom('webhook_deliveries').where('webhook_id', '=', id).execute()
  await tables(db).deleteFrom('webhooks').where('id', '=', id).execute()
  return webhook
}

export async function listDeliveries(db: Db, webhookId: string, limit: number, offset: number) {
  const rows = await tables(db).selectFrom('webhook_deliveries').selectAll().where('webhook_id', '=', webhookId).orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offset).execute()
  const count = await tables(db).selectFrom('webhook_deliveries').select((eb) => eb.fn.countAll<number | string>().as('n')).where('webhook_id', '=', webhookId).executeTakeFirstOrThrow()
  return { items: rows.map(presentDelivery), total: Number(count.n) }
}
