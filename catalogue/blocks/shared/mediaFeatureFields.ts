import { link, media, text, wysiwyg } from '../../fields/index.ts'
import type { MediaPosition, TitleSize } from './blockOptions.ts'
import { mediaPositionField, titleSizeField, titleTagField } from './commonFields.ts'

/** Title, copy, media, link and media position: the fields every brand family's feature block starts from. */
export function mediaFeatureFields(opts: { position?: MediaPosition; titleSize?: TitleSize } = {}) {
  return {
    title: text({ label: 'Title', editorLabel: true }),
    titleTag: titleTagField('h2'),
    titleSize: titleSizeField(opts.titleSize ?? 'text-4xl'),
    copy: wysiwyg({ label: 'Copy' }),
    image: media({ label: 'Image', sizes: { default: { width: 640, height: 427 }, md: { width: 720, height: 480 }, xl: { width: 960, height: 640 } } }),
    link: link({ label: 'Link' }),
    position: mediaPositionField(opts.position ?? 'left'),
  }
}
