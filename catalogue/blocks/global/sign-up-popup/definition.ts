import { number, text, textarea } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'

/**
 * formid names the mailing list the address is added to; it is stored with each sign-up
 * (POST /api/forms/sign-up). The popup opens once per visitor after delaySeconds, remembered by a cookie.
 */
export const signUpPopupDefinition = defineBlock({
  name: 'Sign-up popup',
  component: 'GlobalSignUpPopup',
  group: 'global',
  layouts: ['*'],
  tags: ['form', 'newsletter', 'popup'],
  description: 'A newsletter sign-up that pops up once per visitor after a few seconds on the page.',
  interactive: true,
  fields: {
    formid: text({
      label: 'Form id (mailing list)',
      editorLabel: true,
      default: 'newsletter',
      maxLength: 64,
      pattern: { regex: /[A-Za-z0-9_-]+/, message: 'must be letters, digits, - and _ only' },
    }),
    title: text({ label: 'Title', default: 'Get our best offers first' }),
    copy: textarea({ label: 'Copy', maxLength: 500 }),
    btnText: text({ label: 'Button text', default: 'Subscribe', maxLength: 60 }),
    successMsg: text({ label: 'Success message', default: 'You are on the list. Watch your inbox!' }),
    delaySeconds: number({ label: 'Open after (seconds)', default: 5, min: 0, max: 120, step: 1 }),
    cookieDays: number({ label: 'Do not show again for (days)', default: 30, min: 0, max: 365, step: 1 }),
  },
  templates: [
    { label: 'Newsletter', values: { formid: 'newsletter-2027', copy: 'Members-only rates and flash sales, twice a month.', delaySeconds: 8 } },
    { label: 'Newsletter at once', values: { formid: 'newsletter-2027', copy: 'Members-only rates and flash sales, twice a month.', delaySeconds: 0 } },
  ],
})
