import { ink } from '../../../layouts/contrast.ts'
import type { BlockComponent } from '../../defineBlock.ts'
import { RichText } from '../../shared/RichText.tsx'
import { caresCountries } from './countries.ts'
import type { playaCaresCountriesDefinition } from './definition.ts'

/** The card's background (countries.css): the flag colour is darkened until it reads on it at 4.5:1. */
const itemBackground = '#f8faf9'

const PlayaCaresCountries: BlockComponent<typeof playaCaresCountriesDefinition> = ({ values, field }) => (
  <section className="v-cares-countries">
    {values.title && <h2 {...field('title')}>{values.title}</h2>}
    <RichText className="v-cares-countries__intro" html={values.intro} />
    <ul className="v-cares-countries__list">
      {values.countries.map((c) => {
        const country = caresCountries[c.country]
        return (
          <li key={c.country} className={`v-cares-countries__item v-cares-countries__item--${c.country}`} style={{ borderColor: country.color }}>
            <h3 style={{ color: ink(country.color, [itemBackground]) }}>{c.href ? <a href={c.href}>{country.name}</a> : country.name}</h3>
            {c.projects > 0 && <p className="v-cares-countries__projects">{c.projects === 1 ? '1 project' : `${c.projects} projects`}</p>}
            {c.copy && <p>{c.copy}</p>}
          </li>
        )
      })}
    </ul>
  </section>
)
export default PlayaCaresCountries
