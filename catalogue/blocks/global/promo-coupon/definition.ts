import { select, text, wysiwyg } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'
import { bookingEngineUrl } from '../../shared/booking.ts'

const code = (label: string, def = '') =>
  text({ label, group: 'Booking codes', default: def, maxLength: 40, pattern: { regex: /[A-Za-z0-9_-]+/, message: 'must be letters, digits, - and _ only' } })

/**
 * The codes go to the booking engine as query parameters of the button's link:
 * `{engineUrl}?promo&coupon&rate&group&configcode&themecode&currency` (empty ones left out).
 */
export const promoCouponDefinition = defineBlock({
  name: 'Promo coupon',
  component: 'GlobalPromoCoupon',
  group: 'global',
  layouts: ['*'],
  tags: ['offer', 'coupon', 'booking'],
  description: 'A coupon showing a promo code, with a button that opens the booking engine with the offer’s codes applied.',
  fields: {
    title: text({ label: 'Title', editorLabel: true }),
    copy: wysiwyg({ label: 'Copy' }),
    promo: code('Promo code'),
    coupon: code('Coupon code'),
    rate: code('Rate code'),
    group: code('Group code'),
    configcode: code('Config code', 'PlayaWebsite'),
    themecode: code('Theme code', 'PlayaWebsite'),
    currency: select({ label: 'Currency', options: ['USD', 'CAD', 'EUR', 'GBP', 'MXN'], default: 'USD' }),
    buttonText: text({ label: 'Button text', default: 'Book with this code', maxLength: 60 }),
    engineUrl: text({ label: 'Booking engine URL', default: '/book', maxLength: 2048, url: bookingEngineUrl }),
  },
  templates: [
    {
      label: 'Summer coupon',
      values: { title: 'Extra 10% off summer stays', copy: '<p>Use the code at checkout for travel June–August.</p>', promo: 'SUMMER10', coupon: 'SUN10', rate: 'BAR' },
    },
  ],
})
