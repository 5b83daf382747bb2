import { getBlockDefinition } from '../../../catalogue/blocks/definitions.ts'

export function SliceTemplate({ templateName }: { templateName: string }) {
  let definition
  try {
    definition = getBlockDefinition(templateName)
  } catch (error) {
    return <p role="alert">{(error as Error).message}</p>
  }
  return (
    <section>
      <h1>{definition.name} templates</h1>
      {definition.templates.map((t) => (
        <article key={t.label}>
          <h2>{t.label}</h2>
          <pre>{JSON.stringify(t.values, null, 2)}</pre>
        </article>
      ))}
    </section>
  )
}
