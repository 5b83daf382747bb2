import type { CSSProperties, ReactNode } from 'react'
import type { LinkValue } from '../../fields/fieldKind.ts'
import type { FieldAttrs } from '../defineBlock.ts'
import type { MediaPosition, TitleSize, TitleTag } from './blockOptions.ts'
import { ResponsiveImage, type ResolvedMedia } from './ResponsiveImage.tsx'
import { RichText } from './RichText.tsx'
import { SafeLink } from './SafeLink.tsx'
import { Title } from './Title.tsx'

interface Props {
  /** The brand's modifier, such as 'hyatt': styles hang off `v-media-feature--hyatt`. */
  brand: string
  title: string
  titleTag?: TitleTag
  titleSize?: TitleSize
  copy: string
  image: ResolvedMedia | null
  link: LinkValue | null
  position: MediaPosition
  titleAttrs?: FieldAttrs
  /** Extra content under the copy, such as an amenity list. */
  children?: ReactNode
  style?: CSSProperties
}

/** Title, copy, media and link, with the media beside, above or behind the text: the brand families' common shape. */
export function MediaFeature({ brand, title, titleTag, titleSize, copy, image, link, position, titleAttrs, children, style }: Props) {
  return (
    <section className={`v-media-feature v-media-feature--${brand} v-media-feature--${position}${image ? '' : ' v-media-feature--no-media'}`} style={style}>
      {image && <ResponsiveImage className="v-media-feature__media" image={image} />}
      <div className="v-media-feature__text">
        <Title className="v-media-feature__title" text={title} tag={titleTag} size={titleSize} attrs={titleAttrs} />
        <RichText className="v-media-feature__copy" html={copy} />
        {children}
        {link && <SafeLink className="v-button v-media-feature__link" link={link} />}
      </div>
    </section>
  )
}
