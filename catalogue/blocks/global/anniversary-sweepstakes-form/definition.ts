import { link, text, wysiwyg } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'

/** Entries go to POST /api/forms/anniversary-sweepstakes (content-api/forms), tagged with the resort. */
export const anniversarySweepstakesFormDefinition = defineBlock({
  name: 'Anniversary sweepstakes form',
  component: 'GlobalAnniversarySweepstakesForm',
  group: 'global',
  layouts: ['*'],
  tags: ['form', 'sweepstakes', 'lead'],
  description: 'An entry form for the anniversary sweepstakes: name, e-mail and anniversary date, stored for the marketing team.',
  interactive: true,
  fields: {
    resort: text({ label: 'Resort', editorLabel: true, help: 'The resort the entry is for; stored with each entry.' }),
    title: text({ label: 'Title', default: 'Sign me up!' }),
    copy: wysiwyg({ label: 'Copy' }),
    btnText: text({ label: 'Button text', default: 'Sign up', maxLength: 60 }),
    successMsg: text({ label: 'Success message', default: 'FORM SUCCESSFULLY SUBMITTED!' }),
    rulesLink: link({ label: 'Official rules link' }),
  },
  templates: [
    {
      label: 'Anniversary getaway',
      values: {
        resort: 'Hyatt Zilara Cancun',
        copy: '<p>Celebrating soon? Enter to win four nights for two at Hyatt Zilara Cancun.</p>',
        rulesLink: { href: '/sweepstakes-rules', text: 'Official rules' },
      },
    },
  ],
})
