import { useState } from 'react'
import type { BlockComponent } from '../../defineBlock.ts'
import type { youtubeDefinition } from './definition.ts'

export function youtubeEmbedUrl(v: { videoId: string; autoplay: boolean; loop: boolean; mute: boolean }, play: boolean): string {
  const params = new URLSearchParams({ rel: '0', playsinline: '1' })
  if (play || v.autoplay) params.set('autoplay', '1')
  if (v.mute || v.autoplay) params.set('mute', '1') // browsers only autoplay muted video
  if (v.loop) {
    params.set('loop', '1')
    params.set('playlist', v.videoId) // the embed only loops a playlist
  }
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(v.videoId)}?${params}`
}

/** A poster with a play button stands in for the player until asked for: the player alone is ~1 MB of script. */
const Youtube: BlockComponent<typeof youtubeDefinition> = ({ values }) => {
  const [playing, setPlaying] = useState(values.autoplay)
  if (!values.videoId) return null
  return (
    <div className="v-youtube">
      {playing ? (
        <iframe
          src={youtubeEmbedUrl(values, true)}
          title={values.title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          loading="lazy"
        />
      ) : (
        <button type="button" className="v-youtube__poster" onClick={() => setPlaying(true)} aria-label={`Play: ${values.title}`}>
          <img src={`https://i.ytimg.com/vi/${encodeURIComponent(values.videoId)}/hqdefault.jpg`} alt="" aria-hidden="true" width={480} height={360} loading="lazy" />
          <span className="v-youtube__play" aria-hidden="true" />
        </button>
      )}
    </div>
  )
}
export default Youtube
