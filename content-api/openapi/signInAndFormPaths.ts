import { formSchemas, type FormName } from '../forms/formSchemas.ts'
import { SubmissionListQuery } from '../forms/formRoutes.ts'
import { answer, body, errors, json, listOf, pascal, pathParam, publicRead, ref, siteHeader, str, urlEncoded, type Json } from './operationParts.ts'
import { queryParameters } from './schemaComponents.ts'
import { AuthorizeParams } from '../auth/authRoutes.ts'

/* The OpenAPI paths of signing in and of the site's forms (openApiDocument.ts puts them with the rest). */

/** Sign-in (authorization code with PKCE) and the token calls. */
export function authPaths(): Json {
  const tags = ['auth']
  return {
    '/api/auth/authorize': {
      get: { tags, summary: 'The sign-in page (authorization code with PKCE S256)', security: publicRead, parameters: queryParameters(AuthorizeParams), responses: { 200: { description: 'HTML form', content: { 'text/html': { schema: str } } }, ...errors(400) } },
      post: {
        tags,
        summary: 'Sign in: 302 to redirect_uri?code&state',
        security: publicRead,
        requestBody: urlEncoded('SignInForm'),
        responses: { 302: answer('To the redirect URI with code and state'), 401: { description: 'The form again: Wrong email or password', content: { 'text/html': { schema: str } } }, ...errors(400, 415, 429) },
      },
    },
    '/api/auth/token': { post: { tags, summary: 'Exchange a code (PKCE S256) or rotate a refresh token', security: publicRead, requestBody: urlEncoded('TokenRequest'), responses: { 200: answer('Tokens', ref('Tokens')), ...errors(400, 415) } } },
    '/api/auth/company': { get: { tags, summary: "Company sign-in: 302 to the company's OpenID Connect provider, for the same authorization request", security: publicRead, parameters: queryParameters(AuthorizeParams), responses: { 302: answer('To the provider'), ...errors(400, 404, 503) } } },
    '/api/auth/company/callback': { get: { tags, summary: "The provider's answer: 302 to the client's redirect_uri with a code and state, or the sign-in page saying why not", security: publicRead, responses: { 302: answer('To the redirect URI with code and state'), 403: { description: 'The sign-in page with the reason', content: { 'text/html': { schema: str } } }, ...errors(400, 404) } } },
    '/api/auth/sign-out': { post: { tags, summary: "End the request's sign-in (all its tokens) and clear the studio's cookies; cookie-signed calls must come from the public origin", responses: { 200: answer('Signed out', { type: 'object', properties: { signedOut: { type: 'boolean' } } }), ...errors(403) } } },
    '/api/auth/revoke': { post: { tags, summary: 'Sign out: revoke the sign-in a token belongs to', security: publicRead, requestBody: urlEncoded('RevokeRequest'), responses: { 200: answer('Revoked'), ...errors(400, 415) } } },
    '/api/auth/introspect': { post: { tags, summary: 'Introspect a token issued to the client asking (RFC 7662)', requestBody: urlEncoded('IntrospectRequest'), responses: { 200: answer('Whether the token is active, and what it is'), ...errors(400, 401, 415) } } },
    '/api/auth/me': {
      get: { tags, summary: 'The signed-in user', responses: { 200: answer('The signed-in user', ref('Profile')), ...errors(401) } },
      put: { tags, summary: 'Change your own name or password (a new password needs the current one)', requestBody: body('ProfileBody'), responses: { 200: answer('The signed-in user', ref('Profile')), ...errors(400, 401, 403, 413, 415) } },
    },
  }
}

export const formNames = Object.keys(formSchemas) as FormName[]
export const formSchemaName = (form: FormName) => `Form${pascal(form)}`

/** The site's public forms and the admins' list of what was sent. */
export function formPaths(): Json {
  return {
    '/api/forms/{form}': {
      post: {
        tags: ['forms'],
        summary: "Submit one of the site's forms (public; 10 per client and form in 10 minutes)",
        security: publicRead,
        parameters: [pathParam('form', { type: 'string', enum: formNames }), siteHeader],
        requestBody: { required: true, ...json({ oneOf: formNames.map((form) => ref(formSchemaName(form))) }) },
        responses: { 201: answer('Received', { type: 'object', properties: { id: str, message: str } }), ...errors(400, 404, 415, 429) },
      },
    },
    '/api/forms/submissions': {
      get: { tags: ['forms'], summary: 'Submissions, newest first (admins)', parameters: queryParameters(SubmissionListQuery), responses: { 200: answer('A page of submissions', listOf(ref('FormSubmission'))), ...errors(400, 401, 403) } },
    },
  }
}
