import { can, type Capability } from '../../catalogue/model/capabilities.ts'
import { recordConfigs } from '../records/recordConfigs.ts'

export interface NavLink {
  href: string
  label: string
  /** Shown only to a role with this capability; the API refuses the rest anyway. */
  needs?: Capability
}
export interface NavGroup {
  label: string
  links: NavLink[]
}

const record = (path: string): NavLink => {
  const config = recordConfigs.find((c) => c.path === path)
  if (!config) throw new Error(`No record type at ${path}`)
  return { href: config.path, label: config.title, needs: config.read }
}

/** The studio's sections, grouped as an editor thinks of them: what visitors read, how the sites are set up, who may do what, and help. */
export const studioNav: NavGroup[] = [
  {
    label: 'Content',
    links: [{ href: '/pages', label: 'Pages' }, { href: '/media', label: 'Media' }, { href: '/releases', label: 'Releases' }, record('/menus'), record('/posts'), record('/specials'), record('/sections'), record('/fact-sheets')],
  },
  {
    label: 'Site',
    links: [
      record('/brands'),
      record('/resorts'),
      record('/booking-code-triggers'),
      record('/head-tags'),
      record('/redirects'),
      { href: '/publishing', label: 'Publishing' },
      { href: '/slicer', label: 'Slicer' },
      { href: '/style-guide', label: 'Style guide' },
    ],
  },
  {
    label: 'Admin',
    links: [record('/users'), { href: '/forms', label: 'Form submissions', needs: 'users:manage' }, { href: '/webhooks', label: 'Webhooks', needs: 'users:manage' }, { href: '/tokens', label: 'API tokens', needs: 'users:manage' }, { href: '/apps', label: 'Connected apps', needs: 'users:manage' }, { href: '/live', label: 'Live site', needs: 'builds:rollback' }, { href: '/caches', label: 'Caches', needs: 'caches:manage' }, { href: '/audit', label: 'Audit log', needs: 'users:manage' }],
  },
  {
    label: 'Help',
    links: [{ href: '/cookbook', label: 'Cookbook' }, { href: '/documentation', label: 'Documentation' }],
  },
]

/** The groups and links a role may use; a group left empty is not shown. */
export function navFor(role: string | undefined): NavGroup[] {
  return studioNav.map((g) => ({ ...g, links: g.links.filter((l) => !l.needs || can(role, l.needs)) })).filter((g) => g.links.length > 0)
}

/** The link of the section a studio path is in ('/' is the page list), for aria-current. */
export function currentHref(path: string): string | undefined {
  const at = path === '/' || path === '' ? '/pages' : path
  const hrefs = studioNav.flatMap((g) => g.links.map((l) => l.href))
  return hrefs.filter((h) => at === h || at.startsWith(`${h}/`)).sort((a, b) => b.length - a.length)[0]
}
