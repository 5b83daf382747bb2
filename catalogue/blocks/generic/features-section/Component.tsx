import type { BlockComponent } from '../../defineBlock.ts'
import { RichText } from '../../shared/RichText.tsx'
import type { featuresSectionDefinition } from './definition.ts'

export function parseFeatures(text: string): { title: string; description: string }[] {
  return text
    .split('\n')
    .map((line) => line.split('|').map((part) => part.trim()))
    .filter(([title]) => title)
    .map(([title, ...rest]) => ({ title: title!, description: rest.join(' | ') }))
}

const FeaturesSection: BlockComponent<typeof featuresSectionDefinition> = ({ values, field }) => (
  <section className="v-features" style={{ background: values.background || undefined, color: values.foreground || undefined }}>
    {values.title && <h2 {...field('title')}>{values.title}</h2>}
    <RichText className="v-features__copy" html={values.copy} />
    <ul className="v-features__list">
      {parseFeatures(values.features).map((f, i) => (
        <li key={i}>
          <strong>{f.title}</strong>
          {f.description && <span>{f.description}</span>}
        </li>
      ))}
    </ul>
  </section>
)
export default FeaturesSection
