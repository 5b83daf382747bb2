import type { BlockComponent } from '../../defineBlock.ts'
import { RichText } from '../../shared/RichText.tsx'
import type { privacyPolicyTableDefinition } from './definition.ts'

/**
 * An ARIA table of divs rather than <table>: each row is a separate block, and the wrapper every block gets
 * may not sit between <tbody> and <tr> (the HTML parser would move it out of the table).
 */
const PrivacyPolicyTable: BlockComponent<typeof privacyPolicyTableDefinition> = ({ values, slots, field }) => {
  const { title, intro, categoryHeading, examplesHeading, collectedHeading } = values
  return (
    <section className="v-privacy-table">
      {title && <h2 {...field('title')}>{title}</h2>}
      <RichText className="v-privacy-table__intro" html={intro} />
      <div className="v-privacy-table__grid" role="table" aria-label={title || 'Personal information'}>
        <div className="v-privacy-table__head" role="rowgroup">
          <div className="v-privacy-row" role="row">
            <div role="columnheader">{categoryHeading}</div>
            <div role="columnheader">{examplesHeading}</div>
            <div role="columnheader">{collectedHeading}</div>
          </div>
        </div>
        <div className="v-privacy-table__rows" role="rowgroup">
          {slots.default}
        </div>
      </div>
    </section>
  )
}
export default PrivacyPolicyTable
