import { useEffect, useRef, useState, type CSSProperties } from 'react'
import type { BlockComponent } from '../../defineBlock.ts'
import { ResponsiveImage } from '../../shared/ResponsiveImage.tsx'
import { RichText } from '../../shared/RichText.tsx'
import type { videoTakeoverDefinition } from './definition.ts'
import { cssAspectRatio, streamVideoUrl } from './videoRatio.ts'

const VideoTakeover: BlockComponent<typeof videoTakeoverDefinition> = ({ values, slots, field }) => {
  const { cfId, poster, title, copy, ratio, containerHeight, mute, dimmer, bottomFade, showBooking } = values
  const video = useRef<HTMLVideoElement>(null)
  const [muted, setMuted] = useState(mute)
  const [playing, setPlaying] = useState(true)

  // The muted attribute is not reliably reflected from React props, and autoplay depends on it: set the property.
  useEffect(() => {
    if (video.current) video.current.muted = muted
  }, [muted])

  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      video.current?.pause()
      setPlaying(false)
    }
  }, [])

  const togglePlaying = () => {
    const v = video.current
    if (!v) return
    if (playing) v.pause()
    else v.play().catch(() => undefined) // a refused play leaves the poster; the button still reflects the visitor's choice
    setPlaying(!playing)
  }

  const classes = ['v-video-takeover', dimmer && 'v-video-takeover--dimmed', bottomFade && 'v-video-takeover--fade']
  const style = { '--v-takeover-height': containerHeight, '--v-takeover-ratio': cssAspectRatio(ratio) } as CSSProperties
  return (
    <section className={classes.filter(Boolean).join(' ')} style={style}>
      {poster && <ResponsiveImage className="v-video-takeover__poster" image={poster} priority />}
      {cfId && (
        <video ref={video} className="v-video-takeover__video" src={streamVideoUrl(cfId)} autoPlay muted={mute} loop playsInline preload="metadata" aria-hidden="true" />
      )}
      <div className="v-video-takeover__content">
        {title && (
          <h1 className="v-video-takeover__title" {...field('title')}>
            {title}
          </h1>
        )}
        <RichText className="v-video-takeover__copy" html={copy} />
      </div>
      {cfId && (
        <div className="v-video-takeover__controls">
          <button type="button" onClick={togglePlaying} aria-pressed={!playing}>
            {playing ? 'Pause video' : 'Play video'}
          </button>
          <button type="button" onClick={() => setMuted(!muted)} aria-pressed={!muted}>
            {muted ? 'Sound on' : 'Sound off'}
          </button>
        </div>
      )}
      {showBooking && slots.default && <div className="v-video-takeover__booking">{slots.default}</div>}
    </section>
  )
}
export default VideoTakeover
