import { type CreateTableBuilder, type Kysely } from 'kysely'

/* eslint-disable @typescript-eslint/no-explicit-any */

type Table = CreateTableBuilder<string, any>

/** The columns every editable record shares: a JSON document, the version checked by If-Match, and timestamps. */
function record(table: Table): Table {
  return table
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
}

const siteRef = (onDelete: 'cascade' | 'set null') => (c: any) => {
  const col = c.references('sites.id').onDelete(onDelete)
  return onDelete === 'cascade' ? col.notNull() : col
}

export async function up(db: Kysely<any>): Promise<void> {
  const create = (name: string) => db.schema.createTable(name).addColumn('id', 'text', (c) => c.primaryKey()) as unknown as Table

  await record(create('brands').addColumn('site_id', 'text', siteRef('set null')).addColumn('name', 'text', (c) => c.notNull()).addColumn('slug', 'text', (c) => c.notNull()))
    .addUniqueConstraint('brands_slug_unique', ['slug'])
    .execute()
  await record(
    create('resorts')
      .addColumn('site_id', 'text', siteRef('set null'))
      .addColumn('brand_id', 'text', (c) => c.references('brands.id').onDelete('set null'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('slug', 'text', (c) => c.notNull())
      .addColumn('country', 'text', (c) => c.notNull()),
  )
    .addUniqueConstraint('resorts_slug_unique', ['slug'])
    .execute()
  await record(
    create('specials')
      .addColumn('site_id', 'text', siteRef('set null'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('slug', 'text', (c) => c.notNull())
      .addColumn('end_date', 'text'),
  )
    .addUniqueConstraint('specials_slug_unique', ['slug'])
    .execute()
  await record(
    create('posts')
      .addColumn('site_id', 'text', siteRef('cascade'))
      .addColumn('post_type', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('slug', 'text', (c) => c.notNull())
      .addColumn('locale', 'text', (c) => c.notNull())
      .addColumn('published_at', 'text'),
  )
    .addUniqueConstraint('posts_site_id_slug_locale_unique', ['site_id', 'slug', 'locale'])
    .execute()
  await record(
    create('fact_sheets')
      .addColumn('resort_id', 'text', (c) => c.references('resorts.id').onDelete('set null'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('locale', 'text', (c) => c.notNull())
      .addColumn('corporate', 'integer', (c) => c.notNull()),
  ).execute()
  await record(
    create('booking_code_triggers')
      .addColumn('site_id', 'text', siteRef('set null'))
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull()),
  )
    .addUniqueConstraint('booking_code_triggers_code_unique', ['code'])
    .execute()
  await record(
    create('head_tags')
      .addColumn('site_id', 'text', siteRef('set null'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('path_prefix', 'text', (c) => c.notNull()),
  ).execute()
  await record(
    create('redirects')
      .addColumn('site_id', 'text', siteRef('cascade'))
      .addColumn('from_path', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull()),
  )
    .addUniqueConstraint('redirects_site_id_from_path_unique', ['site_id', 'from_path'])
    .execute()
  await record(create('releases').addColumn('site_id', 'text', siteRef('set null')).addColumn('name', 'text', (c) => c.notNull()).addColumn('status', 'text', (c) => c.notNull())).execute()
  await record(
    create('users')
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull()),
  )
    .addUniqueConstraint('users_email_unique', ['email'])
    .execute()
  await record(create('media').addColumn('name', 'text', (c) => c.notNull()).addColumn('type', 'text', (c) => c.notNull()).addColumn('bytes', 'integer', (c) => c.notNull())).execute()

  // Sign-in: codes and tokens are stored only as SHA-256 hashes, so a leaked database holds no usable secret.
  await db.schema
    .createTable('auth_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('code_challenge', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute()
  await db.schema
    .createTable('auth_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('auth_tokens_family').on('auth_tokens').column('family_id').execute()

  await db.schema
    .createTable('build_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('publishes', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('error', 'text')
    .addColumn('build_id', 'text')
    .addColumn('queued_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .execute()
  await db.schema.createIndex('build_jobs_status').on('build_jobs').column('status').execute()

  // Translations point at the page they were translated from; versions remember who saved them.
  await db.schema.alterTable('pages').addColumn('source_page_id', 'text').execute()
  await db.schema.alterTable('page_versions').addColumn('created_by', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['build_jobs', 'auth_tokens', 'auth_codes', 'media', 'users', 'releases', 'redirects', 'head_tags', 'booking_code_triggers', 'fact_sheets', 'posts', 'specials', 'resorts', 'brands'])
    await db.schema.dropTable(table).execute()
}
