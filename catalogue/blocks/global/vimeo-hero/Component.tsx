import type { BlockComponent } from '../../defineBlock.ts'
import { ResponsiveImage } from '../../shared/ResponsiveImage.tsx'
import type { vimeoHeroDefinition } from './definition.ts'

export function parseRatio(ratio: string): [number, number] {
  const [w, h] = ratio.split(':').map(Number)
  return w && h ? [w, h] : [16, 30]
}

const VimeoHero: BlockComponent<typeof vimeoHeroDefinition> = ({ values, field }) => {
  const [w, h] = parseRatio(values.ratio)
  const id = /^\d+$/.test(values.cfId) ? values.cfId : ''
  return (
    <section className="v-vimeo-hero" style={{ ['--v-video-ratio' as string]: `${w} / ${h}` }}>
      {values.poster && <ResponsiveImage className="v-vimeo-hero__poster" image={values.poster} priority />}
      {id && (
        <iframe
          className="v-vimeo-hero__video"
          src={`https://player.vimeo.com/video/${id}?background=1&autoplay=1&loop=1&muted=1&dnt=1`}
          title={values.title || 'Background video'}
          allow="autoplay; fullscreen; picture-in-picture"
          loading="lazy"
        />
      )}
      {values.title && <h1 {...field('title')}>{values.title}</h1>}
    </section>
  )
}
export default VimeoHero
