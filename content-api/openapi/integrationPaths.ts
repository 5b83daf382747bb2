import { ApiTokenListQuery } from '../tokens/tokenRoutes.ts'
import { WebhookListQuery } from '../webhooks/webhookRoutes.ts'
import { docsFiles } from './docsRoutes.ts'
import { answer, body, errors, idParam, ifMatch, json, listOf, pathParam, publicRead, ref, str, type Json } from './operationParts.ts'
import { queryParameters } from './schemaComponents.ts'

// The paths integrators and CI use besides the content itself: machine tokens, build webhooks, settings, meta.

export function tokenPaths(): Json {
  const tags = ['tokens']
  return {
    '/api/tokens': {
      get: { tags, summary: 'API tokens for machines, newest first, with when each was last used (admins)', parameters: queryParameters(ApiTokenListQuery), responses: { 200: answer('A page of tokens', listOf(ref('ApiToken'))), ...errors(400, 401, 403) } },
      post: {
        tags,
        summary: 'Make a named API token with a scope (read, publish, builds) and an expiry (admins); the token is in this answer only',
        requestBody: body('ApiTokenCreate'),
        responses: { 201: answer('The token record, with `token` shown this once', { allOf: [ref('ApiToken'), { type: 'object', required: ['token'], properties: { token: { type: 'string', pattern: '^voix_' } } }] }), ...errors(400, 401, 403, 413, 415) },
      },
    },
    '/api/clients': {
      get: { tags: ['clients'], summary: 'Connected apps: registered OAuth clients, newest first (admins)', responses: { 200: answer('The clients', { type: 'object', properties: { items: { type: 'array', items: { type: 'object' } } } }), ...errors(401, 403) } },
      post: {
        tags: ['clients'],
        summary: 'Register an OAuth client { name, redirectUris, scopes, kind }; a confidential one gets a secret, shown this once (admins)',
        requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } },
        responses: { 201: answer('The client, with its secret when confidential', { type: 'object' }), ...errors(400, 401, 403, 415) },
      },
    },
    '/api/clients/{id}': {
      parameters: [idParam],
      put: { tags: ['clients'], summary: 'Disable (ending every sign-in through it) or enable a client { disabled } (admins)', requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } }, responses: { 200: answer('The client', { type: 'object' }), ...errors(400, 401, 403, 404, 415) } },
      delete: { tags: ['clients'], summary: 'Delete a client and revoke its tokens (admins)', responses: { 200: answer('The client as it was', { type: 'object' }), ...errors(401, 403, 404) } },
    },
    '/api/tokens/{id}': { parameters: [idParam], delete: { tags, summary: 'Revoke an API token from now on (admins)', responses: { 200: answer('The revoked token', ref('ApiToken')), ...errors(401, 403, 404) } } },
  }
}

export function webhookPaths(): Json {
  const tags = ['webhooks']
  const withSecret = (description: string) => answer(description, { allOf: [ref('Webhook'), { type: 'object', required: ['secret'], properties: { secret: { type: 'string', pattern: '^whsec_' } } }] })
  return {
    '/api/webhooks': {
      get: { tags, summary: 'Build webhooks, newest first, without their secrets (admins)', parameters: queryParameters(WebhookListQuery), responses: { 200: answer('A page of webhooks', listOf(ref('Webhook'))), ...errors(400, 401, 403) } },
      post: {
        tags,
        summary: 'Register a URL for build events (admins); the signing secret is in this answer only',
        requestBody: body('WebhookSave'),
        responses: { 201: withSecret('The webhook, with `secret` shown this once'), ...errors(400, 401, 403, 413, 415) },
      },
    },
    '/api/webhooks/{id}': {
      parameters: [idParam],
      put: { tags, summary: "Change a webhook's name, URL and events (admins)", requestBody: body('WebhookSave'), responses: { 200: answer('Saved', ref('Webhook')), ...errors(400, 401, 403, 404, 413, 415) } },
      delete: { tags, summary: 'Delete a webhook and its deliveries (admins)', responses: { 204: answer('Deleted'), ...errors(401, 403, 404) } },
    },
    '/api/webhooks/{id}/secret': {
      parameters: [idParam],
      post: { tags, summary: 'Rotate the signing secret (admins): deliveries are signed with the new one from now on', responses: { 200: withSecret('The webhook, with its new `secret` shown this once'), ...errors(401, 403, 404) } },
    },
    '/api/webhooks/{id}/deliveries': {
      parameters: [idParam],
      get: { tags, summary: "A webhook's deliveries, newest first, each with its attempts (admins)", parameters: queryParameters(WebhookListQuery), responses: { 200: answer('A page of deliveries', listOf(ref('WebhookDelivery'))), ...errors(400, 401, 403, 404) } },
    },
    '/api/webhooks/deliveries/{deliveryId}/resend': {
      parameters: [pathParam('deliveryId')],
      post: {
        tags,
        summary: 'Send a delivery again, with a fresh signature, in the background (admins)',
        responses: { 202: answer('The delivery, pending again', ref('WebhookDelivery')), ...errors(401, 403, 404), 409: { description: 'The delivery is still being tried', ...json(ref('Error')) } },
      },
    },
  }
}

export function settingsPaths(): Json {
  const tags = ['settings']
  const origins = { type: 'object', properties: { origins: { type: 'array', items: { type: 'string' } }, version: { type: 'integer' } } }
  return {
    '/api/settings/publish-checks': {
      get: { tags, summary: 'The pre-publish check settings: whether a broken internal link refuses a publish, and the image weight budget (ETag: their version)', responses: { 200: answer('The settings', ref('PublishChecks')), ...errors(401, 403) } },
      put: { tags, summary: 'Set them (admins only; If-Match "0" for the first save)', parameters: [ifMatch], requestBody: body('PublishChecks'), responses: { 200: answer('Saved', ref('PublishChecks')), ...errors(400, 401, 403, 412, 413, 415, 428) } },
    },
    '/api/settings/script-origins': {
      get: { tags, summary: 'The https origins head-tag scripts may load from (ETag: their version, "0" before the first save)', responses: { 200: answer('The origins', origins), ...errors(401, 403) } },
      put: { tags, summary: 'Set the origins (admins only; If-Match "0" for the first save); queues a build', parameters: [ifMatch], requestBody: body('ScriptOrigins'), responses: { 200: answer('Saved', origins), ...errors(400, 401, 403, 412, 413, 415, 428) } },
    },
  }
}

export function metaPaths(): Json {
  const tags = ['meta']
  return {
    '/api/health': { get: { tags, summary: 'Liveness', security: publicRead, responses: { 200: answer('ok', { type: 'object', properties: { ok: { type: 'boolean' }, database: str } }) } } },
    '/api/openapi.json': { get: { tags, summary: 'This document', security: publicRead, responses: { 200: answer('The OpenAPI 3.1 document', { type: 'object' }) } } },
    '/api/docs': { get: { tags, summary: 'The API reference, rendered from this document', security: publicRead, responses: { 200: { description: 'HTML', content: { 'text/html': { schema: str } } } } } },
    '/api/docs/{file}': {
      get: { tags, summary: "The reference viewer's files", security: publicRead, parameters: [pathParam('file', { type: 'string', enum: Object.keys(docsFiles) })], responses: { 200: answer('The file'), ...errors(404) } },
    },
  }
}

/** What a registered URL receives (POST /api/webhooks); content-api/README.md shows how to verify it. */
export function buildEventWebhooks(): Json {
  return Object.fromEntries(
  ['build.started', 'build.live', 'build.failed'].map((event) => [
    event,
    {
      post: {
        tags: ['webhooks'],
        summary: `Sent to each webhook subscribed to ${event}`,
        parameters: [
          { name: 'Voix-Signature', in: 'header', required: true, schema: str, description: 't=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the webhook secret>' },
          { name: 'Voix-Event', in: 'header', required: true, schema: { type: 'string', enum: [event] } },
          { name: 'Voix-Delivery', in: 'header', required: true, schema: str, description: 'The delivery id; the same on every attempt and re-send.' },
        ],
        requestBody: body('BuildEvent'),
        responses: { 200: { description: 'Any 2xx answer counts as delivered; anything else is retried with back-off' } },
      },
    },
  ]),
)
}
