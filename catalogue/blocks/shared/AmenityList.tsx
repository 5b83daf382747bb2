export interface Amenity {
  key: string
  label: string
}

interface Props {
  amenities: readonly Amenity[]
  /** The block's values; an amenity is listed when its show-checkbox is on. */
  shown: Record<string, unknown>
  className?: string
  title?: string
}

/** The amenities whose show-checkboxes are ticked, in the order the block defines them. */
export function AmenityList({ amenities, shown, className, title }: Props) {
  const items = amenities.filter((a) => shown[a.key] === true)
  if (!items.length) return null
  return (
    <div className={['v-amenities', className].filter(Boolean).join(' ')}>
      {title && <h3 className="v-amenities__title">{title}</h3>}
      <ul className="v-amenities__list">
        {items.map((a) => (
          <li key={a.key} className={`v-amenities__item v-amenities__item--${a.key}`}>
            {a.label}
          </li>
        ))}
      </ul>
    </div>
  )
}
