import { checkbox, media, select, text, wysiwyg } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'
import { resortLayouts } from '../../shared/layoutSets.ts'
import { videoRatios } from './videoRatio.ts'

export const videoTakeoverDefinition = defineBlock({
  name: 'Video takeover',
  component: 'ResortVideoTakeover',
  group: 'resort',
  layouts: resortLayouts,
  tags: ['hero', 'video'],
  description:
    'A silent looping video filling the screen at the top of a page, with pause and sound buttons. The poster shows until the video plays, and instead of it for visitors who ask for reduced motion. A booking widget placed inside it shows over the video when "Show booking" is on.',
  interactive: true,
  fields: {
    cfId: text({
      label: 'Cloudflare Stream video id',
      editorLabel: true,
      maxLength: 32,
      pattern: { regex: /^[0-9a-f]{32}$/, message: 'must be the 32-character video id from Cloudflare Stream, such as 5d5bc37ffcf54c9b82e996823bffbb81' },
    }),
    poster: media({
      label: 'Poster image',
      sizes: { default: { width: 1000, height: 563 }, lg: { width: 1600, height: 900 }, '2xl': { width: 2400, height: 1350 } },
    }),
    title: text({ label: 'Title' }),
    copy: wysiwyg({ label: 'Copy' }),
    ratio: select({ label: 'Video ratio', options: videoRatios, default: '16:9', group: 'Layout', help: 'Phones show the whole video at this ratio' }),
    containerHeight: text({
      label: 'Height',
      default: '100vh',
      maxLength: 12,
      group: 'Layout',
      pattern: { regex: /^\d{1,4}(?:\.\d{1,2})?(?:vh|svh|dvh|px|rem)$/, message: 'must be a CSS height such as 100vh, 80svh or 720px' },
    }),
    mute: checkbox({ label: 'Start muted', default: true, help: 'Browsers only autoplay muted video' }),
    dimmer: checkbox({ label: 'Dim the video for legible text', default: false, group: 'Layout' }),
    bottomFade: checkbox({ label: 'Fade the bottom into the page', default: false, group: 'Layout' }),
    showBooking: checkbox({ label: 'Show booking', default: false }),
  },
  slots: [{ name: 'default', label: 'Booking widget' }],
  templates: [
    {
      label: 'Resort film',
      values: {
        cfId: '5d5bc37ffcf54c9b82e996823bffbb81',
        poster: { url: '/demo/beach.svg', alt: 'The beach at sunrise' },
        title: 'Where the jungle meets the sea',
        dimmer: true,
        bottomFade: true,
      },
    },
    {
      label: 'Resort film with booking bar',
      values: {
        cfId: '5d5bc37ffcf54c9b82e996823bffbb81',
        poster: { url: '/demo/beach.svg', alt: 'The beach at sunrise' },
        title: 'Book your stay by the sea',
        dimmer: true,
        showBooking: true,
      },
    },
  ],
})
