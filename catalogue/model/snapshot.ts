import { z } from 'zod'
import { Page } from './page.ts'
import { PublishedTranslation } from './pageSeo.ts'
import { Menu, Site } from './site.ts'
import { Brand } from './entities/brand.ts'
import { BookingCodeTrigger } from './entities/bookingCodeTrigger.ts'
import { FactSheet } from './entities/factSheet.ts'
import { HeadTagRule } from './entities/headTagRule.ts'
import { Post } from './entities/post.ts'
import { Redirect } from './entities/redirect.ts'
import { Resort } from './entities/resort.ts'
import { Special } from './entities/special.ts'
import { Section } from './entities/section.ts'
import { PublishedPressRelease } from '../blocks/press/press-release-list/publishedPressReleases.ts'

/** The published content a build renders: the content API exports it, the build reads it. */
export const PublishedSnapshot = z
  .object({
    sites: z.array(Site),
    menus: z.array(Menu).default([]),
    pages: z.array(Page.extend({ site_id: z.string() })),
    // The records database-backed blocks, redirects and head tags draw on; all live as soon as saved.
    brands: z.array(Brand).default([]),
    resorts: z.array(Resort).default([]),
    specials: z.array(Special).default([]),
    posts: z.array(Post).default([]),
    factSheets: z.array(FactSheet).default([]),
    bookingCodeTriggers: z.array(BookingCodeTrigger).default([]),
    headTags: z.array(HeadTagRule).default([]),
    redirects: z.array(Redirect).default([]),
    // The shared sections pages place (presets are copied into pages and never built from).
    sections: z.array(Section).default([]),
    // The presets, which no page is built from: the build renders them only as the studio picker's previews.
    presets: z.array(Section).default([]),
    // The https origins an admin allows head-tag scripts from: the build checks scripts and writes each site's CSP with them.
    scriptOrigins: z.array(z.string().max(200)).max(50).default([]),
    // The press releases among the published pages, for press release lists; read by whoever exports the snapshot.
    pressReleases: z.array(PublishedPressRelease).default([]),
    // Agents-only pages: listed by path for their route rules, rendered by the server on request, never built.
    gated: z.array(z.object({ site_id: z.string(), path: z.string() }).strict()).default([]),
    // Published pages in translation groups, for hreflang links; read by whoever exports the snapshot.
    translations: z.array(PublishedTranslation).default([]),
    // Where each published page is now, by id ([site id, path]): links by identity follow their page (fields/linkTarget.ts).
    linkPaths: z.record(z.string(), z.tuple([z.string(), z.string()])).default({}),
  })
  .strict()
export type PublishedSnapshot = z.infer<typeof PublishedSnapshot>
