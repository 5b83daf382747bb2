import type { Kysely } from 'kysely'

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * OAuth clients registered by admins (clients/registeredClients.ts), and company sign-in through an external
 * OpenID Connect provider (auth/companySignIn.ts): the sign-ins on their way through the provider (state, nonce and
 * verifier, for ten minutes) and which provider account each just-in-time user is.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('oauth_clients')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    /** JSON: the exact redirect URIs. */
    .addColumn('redirect_uris', 'text', (c) => c.notNull())
    /** JSON: API token scopes (tokens/apiTokens.ts), which bound what its tokens may do. */
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    /** SHA-256 of a confidential client's secret (32 random bytes, so a fast hash is enough); null for a public one. */
    .addColumn('secret_hash', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('disabled_at', 'text')
    .execute()
  await db.schema
    .createTable('company_sign_ins')
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    /** JSON: the authorization request to answer once the provider has said who it is. */
    .addColumn('request', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('user_identities')
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_identities_pk', ['issuer', 'subject'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_identities').execute()
  await db.schema.dropTable('company_sign_ins').execute()
  await db.schema.dropTable('oauth_clients').execute()
}
