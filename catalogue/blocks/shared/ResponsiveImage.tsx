import type { ImageSize, MediaValue } from '../../fields/fieldKind.ts'
import { breakpointMinWidth, breakpointNames } from '../../model/breakpoints.ts'
import type { Breakpoint } from '../../model/breakpointSchema.ts'

/** One derived image file set: the build resizes each source per declared breakpoint size (WebP/AVIF, content-hashed). */
export interface ImageSource {
  /** Media query, such as '(min-width: 1024px)'; omitted for the smallest. */
  media?: string
  srcSet: string
  type?: string
  width: number
  height?: number
}

/** A database record a block shows images of: the build adds the derived files of its local images, by field. */
export interface WithImageSources {
  imageSources?: Record<string, ImageSource[]>
}

/**
 * A media value as the renderer hands it over: the resolver adds the block's declared sizes, and the build
 * adds `sources` (derived files) for images it could resize. External URLs stay as they are.
 */
export type ResolvedMedia = MediaValue & { sizes?: Partial<Record<Breakpoint, ImageSize>>; fit?: 'contain'; sources?: ImageSource[] }

interface Props {
  image: ResolvedMedia
  className?: string
  /** The largest image of the page: load it first, never lazily. */
  priority?: boolean
}

/**
 * The one image element every block uses. Each breakpoint's declared size becomes a <source>, and the
 * fallback <img> carries explicit width and height so the browser reserves the box and nothing shifts.
 */
export function ResponsiveImage({ image, className, priority }: Props) {
  const sizes = image.sizes ?? {}
  const declared = breakpointNames.filter((b) => sizes[b])
  const base = sizes.default ?? sizes[declared[0] ?? 'default'] ?? { width: 1000 }
  // Without derived files every breakpoint shows the original, but each keeps its own box size.
  const sources: ImageSource[] =
    image.sources ??
    declared
      .filter((b) => b !== 'default')
      .reverse()
      .map((b) => ({ media: `(min-width: ${breakpointMinWidth[b]}px)`, srcSet: image.url, width: sizes[b]!.width, height: sizes[b]!.height }))
  return (
    <picture className={className}>
      {sources.map((s) => (
        <source key={`${s.media}|${s.type}`} media={s.media} srcSet={s.srcSet} type={s.type} width={s.width} height={s.height} />
      ))}
      <img
        src={image.url}
        alt={image.alt}
        width={base.width}
        height={base.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        style={image.fit === 'contain' ? { objectFit: 'contain' } : undefined}
      />
    </picture>
  )
}
