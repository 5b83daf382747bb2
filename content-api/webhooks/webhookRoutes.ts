import { Hono } from 'hono'
import { z } from 'zod'
import { requireCan, type ApiEnv } from '../auth/guard.ts'
import type { BuildQueue } from '../builds/buildQueue.ts'
import type { Db } from '../db/openDatabase.ts'
import { ApiError } from '../http/ApiError.ts'
import { readJson, readQuery } from '../http/parseInput.ts'
import { WebhookDeliverer, type WebhookOptions } from './WebhookDeliverer.ts'
import { createWebhook, deleteWebhook, getWebhook, listDeliveries, listWebhooks, rotateWebhookSecret, updateWebhook, webhookBody } from './webhookStore.ts'

export const WebhookListQuery = z
  .object({
    limit: z.coerce.number().int('must be a whole number').min(1).max(200).default(50),
    offset: z.coerce.number().int('must be a whole number').min(0).default(0),
  })
  .strict()

const noWebhook = (id: string) => new ApiError(404, `No webhook with id '${id}'`)

/**
 * Build webhooks, mounted at /api/webhooks; admins only (`users:manage`, which no token scope has):
 * - `GET /` → `{ items, total, limit, offset }`, newest first, never with their secrets;
 * - `POST /` `{ name, url, events }` → 201 the webhook plus `secret`, shown this once;
 * - `PUT /:id` `{ name, url, events }` → 200 the webhook; `DELETE /:id` → 204, the webhook and its deliveries gone;
 * - `POST /:id/secret` → 200 the webhook plus a new `secret`, shown this once; deliveries are signed with it from now on;
 * - `GET /:id/deliveries` → `{ items, total, limit, offset }`, newest first, each with its attempts;
 * - `POST /deliveries/:deliveryId/resend` → 202 the delivery, sent again in the background.
 * The routes subscribe a deliverer to the queue's build events and resume the deliveries left pending.
 */
export function webhookRoutes(db: Db, queue: BuildQueue, options: WebhookOptions = {}): Hono<ApiEnv> {
  const deliverer = new WebhookDeliverer(db, options)
  queue.onEvent(deliverer.announce)
  if (options.resume !== false)
    deliverer.resume().catch((error: unknown) => console.error(`voix: could not resume webhook deliveries: ${error instanceof Error ? error.message : String(error)}`))
  const Body = webhookBody(deliverer.allowedHosts)

  const routes = new Hono<ApiEnv>()
  routes.get('/', async (c) => {
    requireCan(c, 'users:manage')
    const { limit, offset } = readQuery(c, WebhookListQuery)
    return c.json({ ...(await listWebhooks(db, limit, offset)), limit, offset })
  })
  routes.post('/', async (c) => {
    const actor = requireCan(c, 'users:manage')
    return c.json(await createWebhook(db, await readJson(c, Body), actor.email), 201)
  })
  routes.post('/deliveries/:deliveryId/resend', async (c) => {
    requireCan(c, 'users:manage')
    const id = c.req.param('deliveryId')
    const resent = await deliverer.resend(id)
    if (!resent) throw new ApiError(404, `No webhook delivery with id '${id}'`)
    if (resent === 'pending') throw new ApiError(409, 'This delivery is still being tried; it can be sent again once its attempts are over')
    return c.json(resent, 202)
  })
  routes.put('/:id', async (c) => {
    requireCan(c, 'users:manage')
    const body = await readJson(c, Body)
    const updated = await updateWebhook(db, c.req.param('id'), body)
    if (!updated) throw noWebhook(c.req.param('id'))
    return c.json(updated)
  })
  routes.delete('/:id', async (c) => {
    requireCan(c, 'users:manage')
    const deleted = await deleteWebhook(db, c.req.param('id'))
    if (!deleted) throw noWebhook(c.req.param('id'))
    return c.body(null, 204)
  })
  routes.post('/:id/secret', async (c) => {
    requireCan(c, 'users:manage')
    const rotated = await rotateWebhookSecret(db, c.req.param('id'))
    if (!rotated) throw noWebhook(c.req.param('id'))
    return c.json(rotated)
  })
  routes.get('/:id/deliveries', async (c) => {
    requireCan(c, 'users:manage')
    const { limit, offset } = readQuery(c, WebhookListQuery)
    if (!(await getWebhook(db, c.req.param('id')))) throw noWebhook(c.req.param('id'))
    return c.json({ ...(await listDeliveries(db, c.req.param('id'), limit, offset)), limit, offset })
  })
  return routes
}
