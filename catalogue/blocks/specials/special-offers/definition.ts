import { z } from 'zod'
import { select, specials, text, textarea } from '../../../fields/index.ts'
import { Special } from '../../../model/entities/special.ts'
import { defineBlock } from '../../defineBlock.ts'
import { resortLayouts } from '../../shared/layoutSets.ts'

/**
 * What the build hands the block as `data`: the special records listed in its `specials` field, in that order,
 * as stored (title, subtitle, content, terms, percentOff, extraSavings, prettyEndDate, endDate, hideBookNow, bookingLink,
 * image, imageAlt, resortLogo, slug, html_id, bgsvg). Unknown or unpublished ids are left out, and so are
 * offers whose end date has passed on the build's day (see isOfferLive).
 */
export const SpecialOffersData = z.array(Special)
export type SpecialOffersData = z.infer<typeof SpecialOffersData>

export const specialOffersDefinition = defineBlock({
  name: 'Special offers',
  component: 'SpecialsSpecialOffers',
  group: 'specials',
  layouts: [...resortLayouts, 'agent-cash-plus'],
  tags: ['specials', 'offers', 'booking'],
  description:
    'Chosen special offers from the specials database, in the order picked: photo, resort logo, discount, savings, end date, copy, terms and a Book Now button. Editing a special updates every page that shows it at the next build.',
  database: true,
  queryModels: ['specials'],
  fields: {
    title: text({ label: 'Title', editorLabel: true }),
    specials: specials({ label: 'Special offers', help: 'Pick and order the offers to show' }),
    layout: select({ label: 'Layout', options: [{ value: 'grid', label: 'Cards in a grid' }, { value: 'list', label: 'One per row' }], default: 'grid' }),
    bookNowText: text({ label: 'Book button text', default: 'Book Now', group: 'Wording', maxLength: 60 }),
    termsText: text({ label: 'Terms heading', default: 'Terms & Conditions', group: 'Wording', maxLength: 60 }),
    emptyText: textarea({ label: 'Text when no offer is running', default: 'New offers are on their way. Please check back soon.', group: 'Wording', maxLength: 300 }),
  },
  templates: [{ label: 'Current offers', values: { title: 'Current offers', specials: [] } }],
})
