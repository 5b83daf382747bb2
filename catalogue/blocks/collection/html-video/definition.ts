import { checkbox, media, number, text } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'
import { OptionalSafeUrl } from '../../shared/optionalUrl.ts'

export const htmlVideoDefinition = defineBlock({
  name: 'HTML video',
  component: 'CollectionHtmlVideo',
  group: 'collection',
  layouts: ['*'],
  tags: ['video'],
  description:
    'A self-hosted MP4 or WebM video in the browser’s own player, at most 1080 pixels wide by default. With a poster, nothing of the video loads until a visitor presses play.',
  interactive: true,
  fields: {
    // A text input in the studio, checked like every link: only http(s) or a path on this site.
    src: { ...text({ label: 'Video URL', maxLength: 2048, help: 'An .mp4 or .webm file' }), schema: OptionalSafeUrl },
    poster: media({ label: 'Poster', sizes: { default: { width: 640, height: 360 }, md: { width: 1080, height: 608 } } }),
    title: text({ label: 'Title (for screen readers)', default: 'Video', editorLabel: true }),
    caption: text({ label: 'Caption' }),
    maxWidth: number({ label: 'Maximum width (px)', default: 1080, min: 200, max: 2400, step: 1, group: 'Layout' }),
    controls: checkbox({ label: 'Show controls', default: true, group: 'Playback' }),
    autoplay: checkbox({ label: 'Autoplay', default: false, group: 'Playback', help: 'Autoplay also mutes: browsers only autoplay silent video' }),
    loop: checkbox({ label: 'Loop', default: false, group: 'Playback' }),
    mute: checkbox({ label: 'Mute', default: true, group: 'Playback' }),
  },
  templates: [{ label: 'Spa film', values: { src: 'https://cdn.example.com/video/spa.mp4', poster: { url: '/demo/card-spa.svg', alt: 'A treatment room at the spa' }, title: 'A day at the spa', caption: 'A day at the spa' } }],
})
