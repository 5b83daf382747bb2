import { z } from 'zod'
import { Page } from './page.ts'
import { Menu, Site } from './site.ts'

/** The published content a build renders: the content API exports it, the build reads it. */
export const PublishedSnapshot = z
  .object({
    sites: z.array(Site),
    menus: z.array(Menu).default([]),
    pages: z.array(Page.extend({ site_id: z.string() })),
  })
  .strict()
export type PublishedSnapshot = z.infer<typeof PublishedSnapshot>
