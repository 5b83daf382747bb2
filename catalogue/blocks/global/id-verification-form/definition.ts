import { text, wysiwyg } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'

const codePattern = { regex: /[A-Za-z0-9_-]+/, message: 'must be letters, digits, - and _ only' }

/**
 * Verifies a travel professional (or other eligible guest) before a restricted rate: the promo, coupon, rate
 * and group codes set by the editor are stored with the request and carried to the booking link once sent.
 */
export const idVerificationFormDefinition = defineBlock({
  name: 'ID verification form',
  component: 'GlobalIdVerificationForm',
  group: 'global',
  layouts: ['*'],
  tags: ['form', 'verification', 'rate'],
  description: 'Asks for a name, e-mail and ID (IATA, CLIA, ARC, TIDS or government) before unlocking a restricted rate.',
  interactive: true,
  fields: {
    title: text({ label: 'Title', editorLabel: true, default: 'Verify your eligibility' }),
    copy: wysiwyg({ label: 'Copy' }),
    promo: text({ label: 'Promo code', group: 'Codes', maxLength: 40, pattern: codePattern }),
    coupon: text({ label: 'Coupon code', group: 'Codes', maxLength: 40, pattern: codePattern }),
    rate: text({ label: 'Rate code', group: 'Codes', maxLength: 40, pattern: codePattern }),
    group: text({ label: 'Group code', group: 'Codes', maxLength: 40, pattern: codePattern }),
    btnText: text({ label: 'Button text', default: 'Verify', maxLength: 60 }),
    successMsg: text({ label: 'Success message', default: 'Thank you! We will confirm your rate by e-mail within one business day.' }),
  },
  templates: [
    {
      label: 'Travel agent rate',
      values: {
        title: 'Travel agent rate',
        copy: '<p>Agents stay at 50% off published rates. Verify your credentials to book.</p>',
        promo: 'AGENT50',
        rate: 'TA50',
      },
    },
  ],
})
