import type { Capability } from '../auth/permissions.ts'
import type { EntityConfig } from '../entities/EntityConfig.ts'
import { entities } from '../entities/registry.ts'

/**
 * Who may call each route, and what the site of the data it reaches must be to them: each operation of the OpenAPI
 * document carries its declaration as `x-voix-access`, and the authorization matrix (hostileAuthorization.test.ts)
 * asserts it for every actor (roles, a one-site editor, anonymous, each token scope). Adding a route means adding
 * its line here; the matrix fails for an operation without one.
 *
 * - `who`: `anyone`; `person` (signed in as a person, any role: never an API token); `admin` (the role, never a token);
 *   or a capability of the permission table (auth/permissions.ts), checked with the token's scope. For scheduling,
 *   the capability by the scheduled target's kind.
 * - `site`: `read` when the data must be on a site the actor may use (others' are answered as missing), `change` when
 *   the actor must be allowed to change that site's data (a record for every site: only with every site).
 */
export interface Access {
  who: 'anyone' | 'person' | 'admin' | Capability | { byTargetKind: Record<string, Capability> }
  site?: 'read' | 'change'
}

const read = (who: Access['who']): Access => ({ who, site: 'read' })
const change = (who: Access['who']): Access => ({ who, site: 'change' })

const fixed: Record<string, Access> = {
  'GET /api/auth/authorize': { who: 'anyone' },
  'POST /api/auth/authorize': { who: 'anyone' },
  'POST /api/auth/token': { who: 'anyone' },
  'GET /api/auth/company': { who: 'anyone' },
  'GET /api/auth/company/callback': { who: 'anyone' },
  'POST /api/auth/sign-out': { who: 'anyone' },
  'POST /api/auth/revoke': { who: 'anyone' },
  // A person's sign-in of the same client as the token asked about (auth/introspection.ts); never an API token.
  'POST /api/auth/introspect': { who: 'person' },
  'GET /api/auth/me': { who: 'person' },
  'PUT /api/auth/me': { who: 'person' },
  'GET /api/pages': { who: 'content:read' },
  'POST /api/pages': change('content:write'),
  'GET /api/pages/authors': { who: 'content:read' },
  'GET /api/pages/{id}': read('content:read'),
  'PUT /api/pages/{id}': change('content:write'),
  'DELETE /api/pages/{id}': change('content:write'),
  'GET /api/pages/{id}/versions': read('content:read'),
  'GET /api/pages/{id}/link-targets': read('content:read'),
  'GET /api/sites/{id}/link-targets': read('content:read'),
  'POST /api/pages/{id}/versions': change('content:write'),
  'GET /api/pages/{id}/versions/{versionId}': read('content:read'),
  'POST /api/pages/{id}/versions/{versionId}/restore': change('content:write'),
  'POST /api/pages/{id}/publish': change('pages:publish'),
  'POST /api/pages/{id}/unpublish': change('pages:publish'),
  'GET /api/pages/{id}/checks': change('content:write'),
  'POST /api/pages/{id}/checks': change('content:write'),
  'GET /api/pages/{id}/published': { who: 'anyone' },
  'POST /api/pages/{id}/review': change('pages:review'),
  'POST /api/pages/{id}/copy': change('content:write'),
  'POST /api/pages/{id}/translations': change('content:write'),
  'POST /api/pages/{id}/mark-up-to-date': change('content:write'),
  'GET /api/press-releases': { who: 'content:read' },
  'GET /api/builds/jobs': { who: 'builds:read' },
  'GET /api/builds/kept': { who: 'builds:read' },
  'POST /api/builds/rollback': { who: 'builds:rollback' },
  'GET /api/builds/jobs/{id}': { who: 'builds:read' },
  'POST /api/releases/{id}/rotate-secret': change('content:write'),
  'POST /api/releases/{id}/pages': change('content:write'),
  'POST /api/releases/{id}/records': change('content:write'),
  'DELETE /api/releases/{id}/items/{key}': change('content:write'),
  'POST /api/releases/{id}/review-item': read('pages:review'),
  'POST /api/releases/{id}/status': change('content:write'),
  'GET /api/releases/{id}/changes': read('content:read'),
  'GET /api/releases/{id}/impact': read('content:read'),
  'POST /api/releases/{id}/publish': change('pages:publish'),
  'GET /api/releases/{id}/diff': read('content:read'),
  'POST /api/releases/{id}/diff': read('pages:review'),
  'GET /api/releases/{id}/diff/{file}': read('content:read'),
  'POST /api/specials/{id}/copy': change('content:write'),
  'GET /api/sections/{id}/usage': read('content:read'),
  'GET /api/sections/{id}/versions': read('content:read'),
  'POST /api/sections/{id}/versions/{version}/restore': change('content:write'),
  'GET /api/caches': { who: 'caches:manage' },
  'POST /api/caches/{id}/clear': { who: 'caches:manage' },
  'POST /api/forms/{form}': { who: 'anyone' },
  'GET /api/forms/submissions': { who: 'users:manage' },
  'GET /api/tokens': { who: 'users:manage' },
  'POST /api/tokens': { who: 'users:manage' },
  'DELETE /api/tokens/{id}': { who: 'users:manage' },
  'GET /api/clients': { who: 'users:manage' },
  'POST /api/clients': { who: 'users:manage' },
  'PUT /api/clients/{id}': { who: 'users:manage' },
  'DELETE /api/clients/{id}': { who: 'users:manage' },
  'GET /api/webhooks': { who: 'users:manage' },
  'POST /api/webhooks': { who: 'users:manage' },
  'PUT /api/webhooks/{id}': { who: 'users:manage' },
  'DELETE /api/webhooks/{id}': { who: 'users:manage' },
  'POST /api/webhooks/{id}/secret': { who: 'users:manage' },
  'GET /api/webhooks/{id}/deliveries': { who: 'users:manage' },
  'POST /api/webhooks/deliveries/{deliveryId}/resend': { who: 'users:manage' },
  'GET /api/settings/publish-checks': { who: 'content:read' },
  'PUT /api/settings/publish-checks': { who: 'admin' },
  'GET /api/settings/script-origins': { who: 'content:read' },
  'PUT /api/settings/script-origins': { who: 'admin' },
  'GET /api/health': { who: 'anyone' },
  'GET /api/openapi.json': { who: 'anyone' },
  'GET /api/docs': { who: 'anyone' },
  'GET /api/docs/{file}': { who: 'anyone' },
  'GET /api/media/{id}/usage': { who: 'content:read' },
  'POST /api/media/{id}/replace': change('content:write'),
  'GET /api/schedules': { who: 'content:read' },
  'POST /api/schedules': change({ byTargetKind: { pages: 'pages:publish', releases: 'pages:publish', posts: 'content:write', specials: 'content:write' } }),
  'PUT /api/schedules/{id}': change({ byTargetKind: { pages: 'pages:publish', releases: 'pages:publish', posts: 'content:write', specials: 'content:write' } }),
  'DELETE /api/schedules/{id}': change({ byTargetKind: { pages: 'pages:publish', releases: 'pages:publish', posts: 'content:write', specials: 'content:write' } }),
  'GET /api/clock': { who: 'content:read' },
  'PUT /api/clock': { who: 'admin' },
  'GET /api/presence': { who: 'content:read' },
  'GET /api/presence/pages/{id}': read('content:read'),
  'POST /api/presence/sessions/{session}/edited': { who: 'content:write' },
  'GET /api/audit': { who: 'users:manage' },
  'GET /api/audit/pages/{id}': read('content:read'),
  'GET /api/audit/retention': { who: 'users:manage' },
  'PUT /api/audit/retention': { who: 'admin' },
}

/** A generic record route (entities/entityRoutes.ts) declares what its entity's config says. */
function entityAccess(config: EntityConfig): Record<string, Access> {
  const base = `/api/${config.name}`
  const scoped = config.site === 'required' || config.site === 'optional'
  const readAccess: Access = { who: config.read === 'public' ? 'anyone' : config.read, ...(scoped ? { site: 'read' } : {}) }
  // Media: the library is shared for reading, but an upload is changed by whoever may change its site.
  const writeAccess: Access = { who: config.write, ...(scoped || config.name === 'media' ? { site: 'change' } : {}) }
  return {
    [`GET ${base}`]: { who: readAccess.who },
    [`POST ${base}`]: writeAccess,
    [`GET ${base}/{id}`]: readAccess,
    [`PUT ${base}/{id}`]: writeAccess,
    [`DELETE ${base}/{id}`]: writeAccess,
    [`GET ${base}/{id}/dependents`]: readAccess,
  }
}

/** Every route's declaration, by `METHOD /api/path` as the OpenAPI document writes it. */
export const routeAccess: Record<string, Access> = { ...Object.assign({}, ...entities.map(entityAccess)), ...fixed }
