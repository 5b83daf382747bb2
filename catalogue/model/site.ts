import { z } from 'zod'
import { Id } from './ids.ts'
import { SiteSeo } from './pageSeo.ts'
import { LinkTarget } from '../fields/linkTarget.ts'

export const SiteKind = z.enum(['brand', 'resort', 'agent-portal'])

/** Sends visitors of this site to another brand's site, optionally only for paths holding one of the keywords. */
export const DomainRedirect = z
  .object({
    toHost: z.string().min(1).max(253),
    pathKeywords: z.array(z.string().min(1).max(100)).default([]),
  })
  .strict()
export type DomainRedirect = z.infer<typeof DomainRedirect>

export const Site = z
  .object({
    id: Id,
    slug: z.string().regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'must be lower-case letters, digits and hyphens'),
    name: z.string().min(1, 'must not be empty').max(200),
    kind: SiteKind,
    layout: z.string().min(1).max(100),
    hosts: z.array(z.string().min(1).max(253)).default([]),
    locales: z.array(z.string().regex(/^[a-z]{2}(?:-[A-Z]{2})?$/)).min(1).default(['en']),
    domainRedirect: DomainRedirect.optional(),
    isDefault: z.boolean().default(false),
    seo: SiteSeo.optional(),
  })
  .strict()
export type Site = z.infer<typeof Site>

/** A menu entry; `children` nest a submenu (two levels are what the brand layouts show). */
export const MenuItem = z
  .object({
    label: z.string().min(1).max(200),
    href: z.string().min(1).max(2048),
    // A page picked by identity: the build writes its current path into href.
    to: LinkTarget.optional(),
    get children(): z.ZodOptional<z.ZodArray<typeof MenuItem>> {
      return z.array(MenuItem).max(100).optional()
    },
  })
  .strict()
export type MenuItem = z.infer<typeof MenuItem>
export const Menu = z
  .object({ id: Id, site_id: Id, name: z.string().min(1).max(100), items: z.array(MenuItem).max(100).default([]) })
  .strict()
export type Menu = z.infer<typeof Menu>
