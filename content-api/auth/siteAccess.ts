import { ApiError } from '../http/ApiError.ts'
import { mayUseSite, type Actor } from './permissions.ts'

/**
 * The one rule for changing something that belongs to a site: a record of one site may be changed by whoever
 * may use that site; a record for every site (`site_id: null`) reaches every site, so only someone with every
 * site (`sites: []`) may change it. Reading is `mayUseSite` (a record for every site is visible to all).
 * Every route that changes a record and the scheduler running a job someone scheduled ask this, and nothing else.
 */
export function mayChangeSite(actor: Pick<Actor, 'sites'>, siteId: string | null | undefined): boolean {
  return siteId ? mayUseSite(actor as Actor, siteId) : actor.sites.length === 0
}

/** 403 naming why, when `mayChangeSite` says no. */
export function requireChangeSite(actor: Pick<Actor, 'sites'>, siteId: string | null | undefined, label = 'record'): void {
  if (mayChangeSite(actor, siteId)) return
  if (!siteId)
    throw new ApiError(403, `This ${label} is for every site (site_id: null); you may work only on ${actor.sites.map((s) => `'${s}'`).join(', ')}: set site_id to one of them, or ask an admin`, {
      issues: [{ path: 'site_id', message: `must be one of your sites: ${actor.sites.join(', ')}` }],
    })
  throw new ApiError(403, `You may not work on site '${siteId}'`)
}
