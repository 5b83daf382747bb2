import { datetime, text } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'

/** The end time is read in the visitor's own time zone unless it carries an offset (e.g. 2027-01-31T23:59-05:00). */
export const countdownClockDefinition = defineBlock({
  name: 'Countdown clock',
  component: 'GlobalCountdownClock',
  group: 'global',
  layouts: ['*'],
  tags: ['countdown', 'urgency', 'offer'],
  description: 'Counts down days, hours, minutes and seconds to a date and time, such as the end of a sale.',
  interactive: true,
  fields: {
    title: text({ label: 'Title', editorLabel: true, default: 'Act Fast! You have a limited time!' }),
    date: datetime({ label: 'Counts down to' }),
    endedText: text({ label: 'Text once the time is up', default: 'This offer has ended.' }),
  },
  templates: [
    { label: 'Flash sale', values: { date: '2030-12-31T23:59' } },
    { label: 'Ended sale', values: { title: 'Black Friday', date: '2020-11-27T23:59', endedText: 'This sale has ended. See our current offers.' } },
  ],
})
