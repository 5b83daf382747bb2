import { bookingCodeTriggers } from './configs/bookingCodeTriggers.ts'
import { brands } from './configs/brands.ts'
import { factSheets } from './configs/factSheets.ts'
import { headTags } from './configs/headTags.ts'
import { menus } from './configs/menus.ts'
import { posts } from './configs/posts.ts'
import { redirects } from './configs/redirects.ts'
import { resorts } from './configs/resorts.ts'
import { specials } from './configs/specials.ts'
import { sections } from './configs/sections.ts'
import { users } from './configs/users.ts'
import type { RecordConfig } from './RecordConfig.ts'

/** Every record type the studio manages, by its path: the explicit registry the routes and the navigation read. */
export const recordConfigs = [menus, posts, brands, resorts, specials, sections, factSheets, bookingCodeTriggers, headTags, redirects, users] as const satisfies readonly RecordConfig[]
