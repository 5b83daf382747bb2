import { media, text } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'

/**
 * cfId is the Vimeo video's number; ratio is the video's width:height (default 16:30, a tall video that fills a
 * phone screen). The poster shows until the muted background player has loaded.
 */
export const vimeoHeroDefinition = defineBlock({
  name: 'Vimeo hero',
  component: 'GlobalVimeoHero',
  group: 'global',
  layouts: ['*'],
  tags: ['hero', 'video'],
  description: 'A page-top background video from Vimeo, muted and looping, with a title over it and a poster image first.',
  fields: {
    cfId: text({ label: 'Vimeo video id', editorLabel: true, maxLength: 20, pattern: { regex: /\d{4,20}/, message: 'must be the number from the Vimeo URL, such as 76979871' } }),
    ratio: text({ label: 'Video ratio (width:height)', default: '16:30', maxLength: 11, pattern: { regex: /[1-9]\d{0,4}:[1-9]\d{0,4}/, message: 'must be width:height, such as 16:9 or 16:30' } }),
    poster: media({ label: 'Poster image', sizes: { default: { width: 800, height: 1500 }, md: { width: 1600, height: 900 } } }),
    title: text({ label: 'Title' }),
  },
  templates: [{ label: 'Resort film', values: { cfId: '76979871', poster: { url: '/demo/beach.svg', alt: 'The beach at sunset' }, title: 'Find your rhythm' } }],
})
