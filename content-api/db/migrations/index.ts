import type { Migration } from 'kysely'
import * as m0001 from './0001_init.ts'
import * as m0002 from './0002_entities.ts'
import * as m0003 from './0003_form_submissions.ts'
import * as m0004 from './0004_page_change_notices.ts'
import * as m0005 from './0005_schema_versions.ts'
import * as m0006 from './0006_translation_source_version.ts'
import * as m0007 from './0007_api_tokens.ts'
import * as m0008 from './0008_settings.ts'
import * as m0009 from './0009_webhooks.ts'
import * as m0010 from './0010_record_list_indexes.ts'
import * as m0013 from './0013_page_authors.ts'
import * as m0023 from './0023_audit_log.ts'
import * as m0024 from './0024_scheduled_jobs.ts'
import * as m0025 from './0025_presence.ts'
import * as m0026 from './0026_media_library.ts'
import * as m0027 from './0027_build_jobs_one_queued.ts'
import * as m0028 from './0028_sign_in_failures.ts'
import * as m0029 from './0029_rate_limits.ts'
import * as m0030 from './0030_page_not_live.ts'
import * as m0031 from './0031_sections.ts'
import * as m0033 from './0033_links_by_identity.ts'
import * as m0034 from './0034_oauth_clients_and_company_sign_in.ts'
import * as m0035 from './0035_section_versions.ts'
import * as m0036 from './0036_blog_links_by_identity.ts'

/** Every migration, in order; one set for both SQLite and PostgreSQL. */
export const migrations: Record<string, Migration> = {
  '0001_init': m0001,
  '0002_entities': m0002,
  '0003_form_submissions': m0003,
  '0004_page_change_notices': m0004,
  '0005_schema_versions': m0005,
  '0006_translation_source_version': m0006,
  '0007_api_tokens': m0007,
  '0008_settings': m0008,
  '0009_webhooks': m0009,
  '0010_record_list_indexes': m0010,
  '0013_page_authors': m0013,
  '0023_audit_log': m0023,
  '0024_scheduled_jobs': m0024,
  '0025_presence': m0025,
  '0026_media_library': m0026,
  '0027_build_jobs_one_queued': m0027,
  '0028_sign_in_failures': m0028,
  '0029_rate_limits': m0029,
  '0030_page_not_live': m0030,
  '0031_sections': m0031,
  '0033_links_by_identity': m0033,
  '0034_oauth_clients_and_company_sign_in': m0034,
  '0035_section_versions': m0035,
  '0036_blog_links_by_identity': m0036,
}
