import { useState } from 'react'
import type { BlockComponent } from '../../defineBlock.ts'
import { ResponsiveImage, type ResolvedMedia } from '../../shared/ResponsiveImage.tsx'
import type { galleriesDefinition } from './definition.ts'
import { galleryCategories, galleryCategoryLabels, type GalleryCategory, type GalleryWidth } from './galleryOptions.ts'

const slots = [1, 2, 3, 4, 5, 6, 7, 8] as const

const Galleries: BlockComponent<typeof galleriesDefinition> = ({ values, field }) => {
  const [chosen, setChosen] = useState<GalleryCategory | 'all'>('all')
  const items = slots
    .map((n) => ({ n, image: values[`image${n}`] as ResolvedMedia | null, width: values[`width${n}`] as GalleryWidth, category: values[`category${n}`] as GalleryCategory }))
    .filter((item): item is typeof item & { image: ResolvedMedia } => item.image !== null)
  const present = galleryCategories.filter((c) => items.some((i) => i.category === c))
  return (
    <section className="v-gallery">
      {values.title && <h2 {...field('title')}>{values.title}</h2>}
      {present.length > 1 && (
        <div className="v-gallery__filters" role="group" aria-label="Show images of">
          {(['all', ...present] as const).map((c) => (
            <button key={c} type="button" aria-pressed={chosen === c} onClick={() => setChosen(c)}>
              {c === 'all' ? 'All' : galleryCategoryLabels[c]}
            </button>
          ))}
        </div>
      )}
      <ul className="v-gallery__grid">
        {items.map((item) => (
          <li key={item.n} className={`v-gallery__item v-gallery__item--${item.width.replace('/', '-')}`} data-category={item.category} hidden={chosen !== 'all' && item.category !== chosen}>
            <ResponsiveImage image={item.image} />
          </li>
        ))}
      </ul>
    </section>
  )
}
export default Galleries
