import { useState } from 'react'
import type { BlockComponent } from '../../defineBlock.ts'
import { ResponsiveImage } from '../../shared/ResponsiveImage.tsx'
import type { htmlVideoDefinition } from './definition.ts'

/**
 * Unless it autoplays, the video stands behind its poster (a responsive image) and a play button: the page
 * downloads no video data until a visitor asks for it.
 */
const HtmlVideo: BlockComponent<typeof htmlVideoDefinition> = ({ values, field }) => {
  const { src, poster, title, caption, maxWidth, controls, autoplay, loop, mute } = values
  const [started, setStarted] = useState(autoplay || !poster)
  if (!src) return null
  return (
    <figure className="v-html-video" style={{ maxWidth: `${maxWidth}px` }}>
      {started ? (
        <video
          src={src}
          title={title}
          width={maxWidth}
          height={Math.round((maxWidth * 9) / 16)}
          controls={controls}
          autoPlay={autoplay || !!poster}
          loop={loop}
          muted={mute || autoplay}
          playsInline
          preload={autoplay ? 'auto' : 'none'}
        />
      ) : (
        <button type="button" className="v-html-video__poster" onClick={() => setStarted(true)} aria-label={`Play: ${title}`}>
          {poster && <ResponsiveImage image={poster} />}
          <span className="v-html-video__play" aria-hidden="true" />
        </button>
      )}
      {caption && <figcaption {...field('caption')}>{caption}</figcaption>}
    </figure>
  )
}
export default HtmlVideo
