import { sql, type Kysely } from 'kysely'

/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * PostgreSQL only: every committed change or deletion of a page row sends a notice on the channel
 * `voix_pages_<schema>` carrying the page id, so each API process can drop the page reads it keeps
 * (pages/pageReadCache.ts) without asking the database on every read. SQLite needs none: one process
 * owns the file, and its reads check the row's version instead.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!db.getExecutor().adapter.constructor.name.startsWith('Postgres')) return
  await sql`
    create or replace function voix_pages_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('voix_pages_' || tg_table_schema, old.id);
      return null;
    end
    $$`.execute(db)
  await sql`create trigger voix_pages_changed after update or delete on pages for each row execute function voix_pages_changed()`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!db.getExecutor().adapter.constructor.name.startsWith('Postgres')) return
  await sql`drop trigger if exists voix_pages_changed on pages`.execute(db)
  await sql`drop function if exists voix_pages_changed()`.execute(db)
}
