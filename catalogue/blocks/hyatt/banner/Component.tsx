import type { BlockComponent } from '../../defineBlock.ts'
import { SafeLink } from '../../shared/SafeLink.tsx'
import { bannerIcons, type BannerIcon } from './bannerIcons.ts'
import type { hyattBannerDefinition } from './definition.ts'

const HyattBanner: BlockComponent<typeof hyattBannerDefinition> = ({ values, field }) => {
  const { icon, iconColor, title, copy, link, background } = values
  return (
    <aside className="v-hyatt-banner" style={background ? { background } : undefined}>
      {icon !== 'none' && (
        <svg className="v-hyatt-banner__icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
          <path d={bannerIcons[icon as BannerIcon]} fill="none" stroke={iconColor || '#0b75c9'} strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      )}
      <div className="v-hyatt-banner__text">
        {title && <strong {...field('title')}>{title}</strong>}
        {copy && <span {...field('copy')}>{copy}</span>}
      </div>
      {link && <SafeLink className="v-hyatt-banner__link" link={link} />}
    </aside>
  )
}
export default HyattBanner
