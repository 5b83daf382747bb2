import { date, link, media, text, textarea, wysiwyg } from '../../../fields/index.ts'
import { defineBlock } from '../../defineBlock.ts'
import { languageField } from '../../shared/commonFields.ts'
import { corporateLayouts } from '../../shared/layoutSets.ts'

export const pressReleaseDetailDefinition = defineBlock({
  name: 'Press release detail',
  component: 'PressReleaseDetail',
  group: 'press',
  layouts: corporateLayouts,
  tags: ['press', 'news', 'article'],
  description:
    'One press release as journalists expect it: headline, subheading, dateline (place and date), body, the company boilerplate, a media contact and a PDF download. The press release list finds pages holding this block.',
  fields: {
    title: text({ label: 'Headline', editorLabel: true }),
    subtitle: text({ label: 'Subheading' }),
    location: text({ label: 'Dateline place', help: 'For example CANCUN, Mexico', maxLength: 200 }),
    date: date({ label: 'Release date' }),
    summary: textarea({ label: 'Summary for the list', maxLength: 2000 }),
    hero: media({ label: 'Image', sizes: { default: { width: 1000, height: 563 }, lg: { width: 1200, height: 675 } } }),
    content: wysiwyg({ label: 'Body' }),
    about: wysiwyg({ label: 'About the company', group: 'Boilerplate' }),
    contactName: text({ label: 'Media contact', group: 'Media contact', maxLength: 200 }),
    contactEmail: text({ label: 'Media contact email', group: 'Media contact', maxLength: 254, pattern: { regex: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'must be an email address such as press@example.com' } }),
    contactPhone: text({ label: 'Media contact phone', group: 'Media contact', maxLength: 50, pattern: { regex: /^[+\d][\d +().-]{3,}$/, message: 'must be a phone number such as +1 800 555 0100' } }),
    download: link({ label: 'PDF download', enabled: false }),
    language: languageField(),
  },
  templates: [
    {
      label: 'Resort opening',
      values: {
        title: 'Costa Azul Resort opens its doors on the Riviera Maya',
        subtitle: 'The adults-only resort adds 320 ocean-view suites and nine restaurants',
        location: 'PLAYA DEL CARMEN, Mexico',
        date: '2026-05-04',
        summary: 'The new adults-only resort welcomes its first guests with an opening offer of 40% off.',
        hero: { url: '/demo/press.svg', alt: 'Costa Azul Resort from the beach' },
        content: '<p>Costa Azul Resort welcomed its first guests today, with 320 suites facing the Caribbean Sea.</p>',
        about: '<p>Costa Azul Resorts owns and operates all-inclusive resorts in Mexico and the Caribbean.</p>',
        contactName: 'Press office',
        contactEmail: 'press@example.com',
      },
    },
  ],
})
