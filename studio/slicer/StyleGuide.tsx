import '../shell/admin.css'
import { useState, type CSSProperties } from 'react'
import { layouts, type LayoutConfig } from '../../catalogue/layouts/layouts.ts'
import { spacingScale, spacingSteps, typeScale } from '../../catalogue/layouts/scales.ts'
import { textOn } from '../../catalogue/layouts/contrast.ts'

const headStyle = (layout: LayoutConfig): CSSProperties => ({
  fontFamily: layout.look.head,
  textTransform: layout.look.headCase,
  letterSpacing: layout.look.headSpacing,
  fontWeight: layout.look.headWeight,
})

function Palette({ layout }: { layout: LayoutConfig }) {
  return (
    <ul className="guide__palette" aria-label={`${layout.label} palette`}>
      {layout.palette.map((colour) => (
        <li key={colour} style={{ background: colour, color: textOn(colour) }}>
          {colour.toLowerCase()}
        </li>
      ))}
    </ul>
  )
}

function LayoutDetail({ layout }: { layout: LayoutConfig }) {
  const spacing = spacingScale(layout.look.density)
  return (
    <article className="guide__detail" aria-label={`${layout.label} style`}>
      <h2 style={headStyle(layout)}>{layout.label}</h2>
      <h3>Palette</h3>
      <Palette layout={layout} />
      <h3>Type</h3>
      <dl className="studio__fields">
        <div>
          <dt>Headings</dt>
          <dd>
            {layout.look.head}; weight {layout.look.headWeight}
            {layout.look.headCase === 'uppercase' ? ', upper case' : ''}
            {layout.look.headSpacing !== 'normal' ? `, letter spacing ${layout.look.headSpacing}` : ''}
          </dd>
        </div>
        <div>
          <dt>Text</dt>
          <dd>{layout.look.body}</dd>
        </div>
        <div>
          <dt>Corners</dt>
          <dd>
            <span className="guide__corner" style={{ borderRadius: layout.look.radius, background: layout.palette[0], color: textOn(layout.palette[0]!) }}>
              Book now
            </span>{' '}
            radius {layout.look.radius}
          </dd>
        </div>
      </dl>
      <table className="studio__table guide__scale">
        <caption>Type scale (title sizes)</caption>
        <tbody>
          {Object.entries(typeScale).map(([name, size]) => (
            <tr key={name}>
              <th scope="row">{name.replace('text-', '')}</th>
              <td>{size}</td>
              <td>
                <span style={{ ...headStyle(layout), fontSize: size }}>Your beach awaits</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>Spacing</h3>
      <ul className="guide__spacing">
        {spacing.map((size, i) => (
          <li key={size + i}>
            <span className="guide__bar" style={{ width: size, background: layout.palette[0] }} />
            step {i + 1}: {size} <span className="studio__muted">({spacingSteps[i]} × {layout.look.density})</span>
          </li>
        ))}
      </ul>
    </article>
  )
}

/**
 * /voix/style-guide and /voix/slicer/design-guide: each layout's palette, type scale and spacing, made from the
 * layout definitions (catalogue/layouts), the same ones the site's CSS is made from.
 */
export function StyleGuide({ title }: { title: string }) {
  const [chosen, setChosen] = useState<string>(layouts[0].id)
  const layout = layouts.find((l) => l.id === chosen) ?? layouts[0]
  return (
    <section>
      <div className="studio__heading">
        <h1>{title}</h1>
      </div>
      <p className="studio__muted">Every layout's colours, type and spacing, as the public site uses them.</p>
      <label className="guide__pick">
        Layout{' '}
        <select value={layout.id} onChange={(e) => setChosen(e.target.value)}>
          {layouts.map((l) => (
            <option key={l.id} value={l.id}>
              {l.label}
            </option>
          ))}
        </select>
      </label>
      <LayoutDetail layout={layout} />
      <h2>All palettes</h2>
      <ul className="guide__all">
        {layouts.map((l) => (
          <li key={l.id}>
            <button type="button" className="guide__name" style={headStyle(l)} onClick={() => setChosen(l.id)} aria-pressed={l.id === layout.id}>
              {l.label}
            </button>
            <Palette layout={l} />
          </li>
        ))}
      </ul>
    </section>
  )
}
