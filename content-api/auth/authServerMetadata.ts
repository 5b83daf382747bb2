import { apiPath } from './authCookies.ts'

/** Where a client finds the authorization server's metadata (RFC 8414 §3): at the issuer's root. */
export const authServerMetadataPath = '/.well-known/oauth-authorization-server'

/**
 * The authorization server's metadata (RFC 8414): what a standard client (oauth4webapi, any OAuth 2.1 library)
 * discovers instead of being configured by hand. The issuer is the public origin (`PUBLIC_URL`); codes only, with
 * PKCE S256 only. Public clients authenticate with PKCE (`client_id` in the form), confidential ones (registered by
 * an admin, clients/registeredClients.ts) with their secret too.
 */
export function authServerMetadata(publicOrigin: string) {
  const auth = `${publicOrigin}${apiPath}/auth`
  return {
    issuer: publicOrigin,
    authorization_endpoint: `${auth}/authorize`,
    token_endpoint: `${auth}/token`,
    revocation_endpoint: `${auth}/revoke`,
    introspection_endpoint: `${auth}/introspect`,
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['none', 'client_secret_basic', 'client_secret_post'],
    revocation_endpoint_auth_methods_supported: ['none', 'client_secret_basic', 'client_secret_post'],
    // A public client proves itself with a bearer access token it was issued (auth/introspection.ts).
    introspection_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'bearer'],
    service_documentation: `${publicOrigin}${apiPath}/docs`,
  }
}

/** Where an OpenID Connect client looks first (OpenID Connect Discovery 1.0 §4). */
export const openIdConfigurationPath = '/.well-known/openid-configuration'

/**
 * The same metadata at the OpenID Connect discovery path, so a client library that only looks there finds the
 * endpoints. Only what is true is said: the subject (`sub`, as introspection answers it) is a person's stable id,
 * the same for every client. Voix issues no ID tokens, so `openid` is not among the scopes and no `jwks_uri` or
 * ID-token signing algorithms are claimed: a client wanting an ID token learns here that it will get none.
 */
export function openIdConfiguration(publicOrigin: string) {
  return { ...authServerMetadata(publicOrigin), subject_types_supported: ['public'], claims_supported: ['sub'] }
}
