import { useQuery } from '@tanstack/react-query'
import { queryCollection } from './queryCollection.ts'

interface Info {
  product: string
  version: string
  build: string
  support_email: string
  support_url: string
  support_hours: string
}

/** The product's facts from the info collection: version, live build and where to get help. */
export function ProductInfo() {
  const info = useQuery({
    queryKey: ['collection', 'info'],
    queryFn: async () => (await queryCollection<Info>('info', 'SELECT product, version, build, support_email, support_url, support_hours FROM info'))[0] ?? null,
  })
  if (!info.data) return null
  const { product, version, build, support_email, support_url, support_hours } = info.data
  return (
    <section className="docs__info" aria-label={`About ${product}`}>
      <h2>About {product}</h2>
      <dl className="studio__fields">
        <div>
          <dt>Version</dt>
          <dd>{version}</dd>
        </div>
        <div>
          <dt>Build</dt>
          <dd>{build}</dd>
        </div>
        <div>
          <dt>Support</dt>
          <dd>
            <a href={`mailto:${support_email}`}>{support_email}</a> · <a href={support_url} target="_blank" rel="noreferrer">help desk</a>
            <br />
            {support_hours}
          </dd>
        </div>
      </dl>
    </section>
  )
}
