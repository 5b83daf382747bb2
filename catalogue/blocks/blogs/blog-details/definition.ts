import { date, media, text, wysiwyg } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'
import { languageField } from '../../shared/commonFields.ts'
import { corporateLayouts, resortLayouts } from '../../shared/layoutSets.ts'

export const blogDetailsDefinition = defineBlock({
  name: 'Blog details',
  component: 'BlogsBlogDetails',
  group: 'blogs',
  layouts: [...new Set([...resortLayouts, ...corporateLayouts])],
  tags: ['blog', 'article'],
  description: 'A blog post: title, hero image, an optional YouTube video and the story. Date, author and language are ours, for readers and search engines.',
  fields: {
    title: text({ label: 'Title', editorLabel: true }),
    hero: media({ label: 'Hero image', sizes: { default: { width: 1000, height: 563 }, lg: { width: 1600, height: 900 } } }),
    youtubeId: text({ label: 'YouTube video id', maxLength: 11, pattern: { regex: /^[\w-]{11}$/, message: 'must be the 11-character id from the video URL, such as dQw4w9WgXcQ' } }),
    content: wysiwyg({ label: 'Story' }),
    date: date({ label: 'Published on', group: 'Byline' }),
    author: text({ label: 'Author', group: 'Byline', maxLength: 200 }),
    language: languageField(),
  },
  templates: [
    {
      label: 'Cenote guide',
      values: {
        title: 'Five cenotes to swim in near Playa del Carmen',
        hero: { url: '/demo/blog-cenote.svg', alt: 'A cenote lit by a shaft of sunlight' },
        content: '<p>The Yucatán peninsula sits on limestone full of freshwater pools. These five are an easy drive from the resort.</p><h2>1. Cenote Azul</h2><p>Shallow ledges for children and a deep blue centre for divers.</p>',
        date: '2026-03-14',
        author: 'Concierge team',
      },
    },
  ],
})
