import { checkbox, text } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'

export const youtubeDefinition = defineBlock({
  name: 'YouTube',
  component: 'GlobalYoutube',
  group: 'global',
  layouts: ['*'],
  tags: ['video'],
  description: 'A YouTube video. It loads the player only when played, unless set to autoplay.',
  interactive: true,
  fields: {
    videoId: text({
      label: 'Video id',
      maxLength: 11,
      pattern: { regex: /[\w-]{11}/, message: 'must be the 11-character id from the video URL, such as dQw4w9WgXcQ' },
    }),
    title: text({ label: 'Title (for screen readers)', default: 'Video', editorLabel: true }),
    autoplay: checkbox({ label: 'Autoplay', default: false }),
    loop: checkbox({ label: 'Loop', default: false }),
    mute: checkbox({ label: 'Mute', default: false }),
  },
  templates: [{ label: 'Resort tour', values: { videoId: 'M7lc1UVf-VE', title: 'Resort tour' } }],
})
