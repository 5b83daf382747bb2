import type { Kysely } from 'kysely'
import { Section } from '../../catalogue/model/entities/section.ts'
import type { Page } from '../../catalogue/model/page.ts'
import type { EntityConfig } from '../entities/EntityConfig.ts'
import { entityBodies } from '../entities/entityBodies.ts'
import { validatePage } from '../pages/validatePage.ts'
import { checkSectionContent } from './sectionRules.ts'
import { keepSectionVersion } from './sectionVersions.ts'

/**
 * Sections as records (migration 0031): listed, searched by name, read and changed per site like specials; a
 * section for every site is seen by every editor and changed only by those who may change every site. Saving
 * one is publishing it, as with menus: the build that follows rebuilds the pages placing it.
 */
export const sections: EntityConfig<Section> = {
  name: 'sections',
  label: 'section',
  table: 'sections',
  schema: Section as unknown as EntityConfig<Section>['schema'],
  ...entityBodies(Section),
  site: 'optional',
  columns: {
    site_id: { from: (d) => d.site_id, filter: true },
    name: { from: (d) => d.name, sort: true },
    kind: { from: (d) => d.kind, filter: true, sort: true },
  },
  search: ['name'],
  defaultSort: 'name',
  read: 'content:read',
  write: 'content:write',
  // The blocks are checked as a page's are (known blocks, field values, rich text sanitised), in the layout of
  // the section's site; then the sections it places.
  async prepare(body, { db }) {
    const parsed = Section.parse(body)
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const site = parsed.site_id ? await (db.kysely as unknown as Kysely<any>).selectFrom('sites').select('layout').where('id', '=', parsed.site_id).executeTakeFirst() : undefined
    const asPage = { id: parsed.id, path: `/section/${parsed.name}`, locale: 'en', title: parsed.name, layout: String(site?.layout ?? '*'), elements: parsed.elements } as unknown as Page
    const doc = { ...parsed, elements: validatePage({ ...asPage, description: '', fields: [], tags: [], head: [], review: { status: 'pending', annotations: {} } } as Page).elements }
    await checkSectionContent(db, doc)
    return { doc }
  },
  // Every save is kept as a version (sections/sectionVersions.ts), so an editor can go back to an earlier one.
  async afterWrite(db, { after, version, actor }) {
    if (after && version) await keepSectionVersion(db, after, version, actor?.email ?? null)
  },
}
