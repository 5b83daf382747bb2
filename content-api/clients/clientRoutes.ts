import { Hono } from 'hono'
import { requireCan, type ApiEnv } from '../auth/guard.ts'
import type { Forget } from '../auth/authenticate.ts'
import type { Db } from '../db/openDatabase.ts'
import { ApiError } from '../http/ApiError.ts'
import { readJson } from '../http/parseInput.ts'
import { deleteClient, listClients, registerClient, RegisterClientBody, setClientDisabled, UpdateClientBody } from './registeredClients.ts'

const missing = (id: string) => new ApiError(404, `No registered client with id '${id}'`)

/**
 * OAuth clients registered by admins, mounted at /api/clients; admins only (`users:manage`, which neither an API
 * token's scope nor a registered client's ever has):
 * - `GET /` → `{ items }`, newest first;
 * - `POST /` `{ name, redirectUris, scopes, kind }` → 201 the client, plus `secret` for a confidential one, shown this once;
 * - `PUT /:id` `{ disabled }` → the client; disabling ends every sign-in made through it;
 * - `DELETE /:id` → the client as it was; its tokens are revoked.
 */
export function clientRoutes(db: Db, forget: (match: Forget) => void): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>()
  routes.get('/', async (c) => {
    requireCan(c, 'users:manage')
    return c.json({ items: await listClients(db) })
  })
  routes.post('/', async (c) => {
    const actor = requireCan(c, 'users:manage')
    const body = await readJson(c, RegisterClientBody)
    return c.json(await registerClient(db, body, actor.email), 201)
  })
  routes.put('/:id', async (c) => {
    requireCan(c, 'users:manage')
    const { disabled } = await readJson(c, UpdateClientBody)
    const client = await setClientDisabled(db, c.req.param('id'), disabled)
    if (!client) throw missing(c.req.param('id'))
    forget({ clientId: client.id })
    return c.json(client)
  })
  routes.delete('/:id', async (c) => {
    requireCan(c, 'users:manage')
    const client = await deleteClient(db, c.req.param('id'))
    if (!client) throw missing(c.req.param('id'))
    forget({ clientId: client.id })
    return c.json(client)
  })
  return routes
}
