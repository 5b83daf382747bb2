import type { Generated } from 'kysely'

/**
 * Table shapes as Kysely sees them. JSON documents are stored as text in both dialects: the content is
 * always parsed with the catalogue's zod schemas on load, so the database never has to understand it.
 */
export interface SitesTable {
  id: string
  slug: string
  name: string
  kind: string
  layout: string
  /** JSON: the whole Site record. */
  document: string
  schema_version: Generated<number>
  version: number
  created_at: string
  updated_at: string
}

export interface PagesTable {
  id: string
  site_id: string
  path: string
  locale: string
  title: string
  /** JSON: the working draft (a Page). */
  draft: string
  /** The draft's schema version (catalogue/model/migrations); written as current, migrated on load. */
  schema_version: Generated<number>
  published_version_id: string | null
  /** The path of the published version (migration 0033), for links by identity; stale once unpublished. */
  published_path: Generated<string | null>
  /** The page this one is a translation of. */
  source_page_id: string | null
  /** A translation: the source page's version it was made from or last marked up to date against. */
  source_version: number | null
  /** The email of whoever made the page (migration 0013); null for pages made before anyone was recorded. */
  created_by: string | null
  version: number
  created_at: string
  updated_at: string
}

export interface PageVersionsTable {
  id: string
  page_id: string
  /** 'saved' (kept for later) or 'published' (immutable snapshot). */
  kind: string
  name: string
  document: string
  schema_version: Generated<number>
  created_at: string
  created_by: string | null
  seq: Generated<number>
}

export interface MenusTable {
  id: string
  site_id: string
  name: string
  items: string
  schema_version: Generated<number>
  version: number
  created_at: string
  updated_at: string
}

export interface UsersTable {
  id: string
  email: string
  name: string
  role: string
  password_hash: string
  document: string
  schema_version: Generated<number>
  version: number
  created_at: string
  updated_at: string
}

export interface AuthCodesTable {
  code_hash: string
  user_id: string
  client_id: string
  redirect_uri: string
  code_challenge: string
  expires_at: string
  used_at: string | null
}

export interface AuthTokensTable {
  token_hash: string
  kind: 'access' | 'refresh'
  user_id: string
  /** Every token issued from one sign-in shares a family, so reuse of a rotated token revokes them all. */
  family_id: string
  client_id: string
  expires_at: string
  revoked_at: string | null
  created_at: string
}

export interface BuildJobsTable {
  id: string
  status: 'queued' | 'building' | 'live' | 'failed'
  /** How many publishes this one build carries (they coalesce while the job waits). */
  publishes: number
  /** JSON: { message, site?, page?, element?, field? } of a failed build. */
  error: string | null
  build_id: string | null
  queued_at: string
  started_at: string | null
  finished_at: string | null
}

/** Submissions of the site's forms (forms/); `data` is the parsed fields as JSON, never the raw body. */
export interface FormSubmissionsTable {
  id: string
  form: string
  site_id: string | null
  page: string
  data: string
  created_at: string
}

/** Settings by key (settings/), each one JSON document with a version for If-Match. */
export interface SettingsTable {
  id: string
  document: string
  version: number
  updated_at: string
}

export interface AuditLogTable {
  id: string
  at: string
  actor_id: string | null
  actor_email: string | null
  actor_name: string | null
  action: string
  method: string
  path: string
  target_kind: string | null
  target_id: string | null
  status: number
  address: string
  summary: string
}

export interface ScheduledJobsTable {
  id: string
  action: 'publish' | 'unpublish'
  target_kind: 'pages' | 'releases' | 'specials' | string
  target_id: string
  version_id: string | null
  label: string
  site_id: string | null
  run_at: string
  status: 'queued' | 'running' | 'done' | 'failed' | 'cancelled'
  error: string | null
  created_by: string
  created_at: string
  started_at: string | null
  finished_at: string | null
  version: number
}

export interface PresenceTable {
  id: string
  page_id: string
  user_id: string
  name: string
  since: string
  seen_at: string
  edited_at: string | null
}

/** A published page the live build could not make (migration 0030). */
export interface PageNotLiveTable {
  page_id: string
  message: string
  /** 1: an earlier render of the page stays live; 0: visitors get no page there. */
  kept: number
  build_id: string
  at: string
}

/** One key of a sign-in failure log (auth/dbFailureLog.ts). */
export interface SignInFailuresTable {
  /** Which log: by address, by account, by account and address. */
  log: string
  key: string
  /** JSON: the times (ms) of the key's failures still in the window, at most the log's limit. */
  times: string
  last_at: number | string
  /** When the key's lock lifts (ms); 0 while it is not locked. */
  locked_until: number | string
}

/** One rate-limit counter (forms/DbRateLimitStore.ts). */
export interface RateLimitsTable {
  key: string
  hits: number
  /** When the window ends (ms). */
  reset_at: number | string
}

/** An OAuth client an admin registered (clients/registeredClients.ts). */
export interface OAuthClientsTable {
  id: string
  name: string
  redirect_uris: string
  scopes: string
  kind: string
  secret_hash: string | null
  created_by: string
  created_at: string
  disabled_at: string | null
}

/** A company sign-in on its way through the external provider (auth/companySignIn.ts). */
export interface CompanySignInsTable {
  state_hash: string
  nonce: string
  code_verifier: string
  request: string
  expires_at: string
}

/** Which provider account a just-in-time user is (auth/companySignIn.ts). */
export interface UserIdentitiesTable {
  issuer: string
  subject: string
  user_id: string
  created_at: string
}

export interface Database {
  oauth_clients: OAuthClientsTable
  company_sign_ins: CompanySignInsTable
  user_identities: UserIdentitiesTable
  audit_log: AuditLogTable
  rate_limits: RateLimitsTable
  page_not_live: PageNotLiveTable
  sign_in_failures: SignInFailuresTable
  scheduled_jobs: ScheduledJobsTable
  presence: PresenceTable
  sites: SitesTable
  pages: PagesTable
  page_versions: PageVersionsTable
  menus: MenusTable
  users: UsersTable
  auth_codes: AuthCodesTable
  auth_tokens: AuthTokensTable
  build_jobs: BuildJobsTable
  form_submissions: FormSubmissionsTable
  settings: SettingsTable
}
