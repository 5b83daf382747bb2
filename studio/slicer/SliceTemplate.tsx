import { blockDefinitions } from '../../catalogue/blocks/definitions.ts'
import type { BlockDefinition } from '../../catalogue/blocks/defineBlock.ts'

/**
 * A block's templates as visitors would see them: each rendered by the site itself (`/voix/slice-preview/{block}/{n}`),
 * with the values it starts with listed by field label.
 */
export function SliceTemplate({ templateName }: { templateName: string }) {
  const definition = (blockDefinitions as Record<string, BlockDefinition | undefined>)[templateName]
  if (!definition) return <p role="alert">There is no block called “{templateName}”: choose one from the slicer’s list.</p>
  const labelOf = (name: string) => (definition.fields as Record<string, { meta: { label: string } } | undefined>)[name]?.meta.label ?? name
  const shown = (value: unknown) => (typeof value === 'string' ? value.replace(/<[^>]*>/g, ' ').trim() : typeof value === 'number' || typeof value === 'boolean' ? String(value) : Array.isArray(value) ? `${value.length} item${value.length === 1 ? '' : 's'}` : value && typeof value === 'object' && 'url' in value ? String((value as { alt?: string }).alt || 'an image') : value && typeof value === 'object' && 'href' in value ? String((value as { text?: string; href: string }).text || (value as { href: string }).href) : '—')
  return (
    <section className="slice-templates">
      <h1>{definition.name}: templates</h1>
      {definition.templates.length === 0 && <p>This block has no templates: it starts empty.</p>}
      {definition.templates.map((t, i) => (
        <article key={t.label} className="slice-templates__item">
          <h2>{t.label}</h2>
          <iframe title={`${definition.name}, ${t.label}`} src={`/voix/slice-preview/${encodeURIComponent(definition.component)}/${i}`} className="slice-templates__frame" loading="lazy" />
          <dl className="studio__fields">
            {Object.entries(t.values as Record<string, unknown>).map(([name, value]) => (
              <div key={name}>
                <dt>{labelOf(name)}</dt>
                <dd>{shown(value)}</dd>
              </div>
            ))}
          </dl>
        </article>
      ))}
    </section>
  )
}
