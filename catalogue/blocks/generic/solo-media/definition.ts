import { checkbox, media, text } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'

/** A video (an MP4 URL) plays in place of the image when given; the image is then its poster. */
export const soloMediaDefinition = defineBlock({
  name: 'Solo media',
  component: 'GenericSoloMedia',
  group: 'generic',
  layouts: ['*'],
  tags: ['image', 'video', 'media'],
  description: 'One image or looping video on its own, full width or contained, with an optional caption.',
  fields: {
    image: media({ label: 'Image (or the video’s poster)', sizes: { default: { width: 1000, height: 563 }, lg: { width: 1600, height: 900 }, '2xl': { width: 2400, height: 1350 } } }),
    videoUrl: text({
      label: 'Video URL (MP4)',
      maxLength: 2048,
      url: { schemes: ['https'], paths: true },
      pattern: { regex: /\S+\.mp4(\?\S*)?/, message: 'must be an https:// or site path ending in .mp4' },
    }),
    caption: text({ label: 'Caption' }),
    fullWidth: checkbox({ label: 'Full width', default: false }),
  },
  templates: [{ label: 'Golf course', values: { image: { url: '/demo/golf.svg', alt: 'The 18th green' }, caption: 'The 18-hole championship course, five minutes away.' } }],
})
