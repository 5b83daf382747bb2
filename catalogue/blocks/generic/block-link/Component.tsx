import type { BlockComponent } from '../../defineBlock.ts'
import { SafeLink } from '../../shared/SafeLink.tsx'
import type { blockLinkDefinition } from './definition.ts'

const BlockLink: BlockComponent<typeof blockLinkDefinition> = ({ values, field }) => {
  const { title, copy, link, linkText } = values
  return (
    <aside className="v-block-link">
      {title && <h2 {...field('title')}>{title}</h2>}
      {copy && <p {...field('copy')}>{copy}</p>}
      {link && (
        <SafeLink className="v-button" link={link}>
          {link.text || linkText}
        </SafeLink>
      )}
    </aside>
  )
}
export default BlockLink
