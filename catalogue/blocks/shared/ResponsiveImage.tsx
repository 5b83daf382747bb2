import type { ImageSize, MediaValue } from '../../fields/fieldKind.ts'
import { breakpointMinWidth, breakpointNames } from '../../model/breakpoints.ts'
import type { Breakpoint } from '../../model/breakpointSchema.ts'

/** A media value as the renderer hands it over: the resolver adds the block's declared sizes. */
export type ResolvedMedia = MediaValue & { sizes?: Partial<Record<Breakpoint, ImageSize>>; fit?: 'contain' }

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
  const larger = declared.filter((b) => b !== 'default').reverse()
  return (
    <picture className={className}>
      {larger.map((b) => (
        <source
          key={b}
          media={`(min-width: ${breakpointMinWidth[b]}px)`}
          srcSet={image.url}
          width={sizes[b]!.width}
          height={sizes[b]!.height}
        />
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
