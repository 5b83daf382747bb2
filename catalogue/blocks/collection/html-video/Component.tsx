import type { BlockComponent } from '../../defineBlock.ts'
import type { htmlVideoDefinition } from './definition.ts'

const HtmlVideo: BlockComponent<typeof htmlVideoDefinition> = ({ values, field }) => {
  const { src, poster, title, caption, maxWidth, controls, autoplay, loop, mute } = values
  if (!src) return null
  return (
    <figure className="v-html-video" style={{ maxWidth: `${maxWidth}px` }}>
      <video
        src={src}
        poster={poster?.url}
        title={title}
        width={maxWidth}
        height={Math.round((maxWidth * 9) / 16)}
        controls={controls}
        autoPlay={autoplay}
        loop={loop}
        muted={mute || autoplay}
        playsInline
        preload={autoplay ? 'auto' : 'none'}
      />
      {caption && <figcaption {...field('caption')}>{caption}</figcaption>}
    </figure>
  )
}
export default HtmlVideo
