import { Link } from 'wouter'
import { listBlockDefinitions } from '../../catalogue/blocks/definitions.ts'

/** Every block of the catalogue with its preview; the slice previews themselves are public site pages. */
export function SliceList() {
  return (
    <section>
      <h1>Slices</h1>
      <p>
        <Link href="/design-guide">Design guide</Link>
      </p>
      <ul className="studio__cards">
        {listBlockDefinitions().map((d) => (
          <li key={d.component}>
            <img src={d.preview} alt="" width={160} height={90} loading="lazy" />
            <strong>{d.name}</strong> {d.deprecated && <em>deprecated</em>}
            <p>{d.description}</p>
            <a href={`/voix/slice-preview/${d.component}`}>Preview</a>
            {d.templates.map((t) => (
              <Link key={t.label} href={`/templates/${encodeURIComponent(d.component)}`}>
                {' '}
                Template: {t.label}
              </Link>
            ))}
          </li>
        ))}
      </ul>
    </section>
  )
}
