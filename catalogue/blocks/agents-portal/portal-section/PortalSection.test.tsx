// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import SpecialsWithFilters from '../specials-with-filters/Component.tsx'
import { specialsWithFiltersDefinition } from '../specials-with-filters/definition.ts'
import PortalSection from './Component.tsx'
import { portalSectionDefinition } from './definition.ts'

const special = (title: string, destination: 'mexico' | 'jamaica') => (
  <div className="v-slice" key={title}>
    <SpecialsWithFilters values={{ ...specialsWithFiltersDefinition.defaults, title, destination }} id={title} slots={{}} field={() => ({})} />
  </div>
)

afterEach(cleanup)

describe('Portal Section with filters', () => {
  it('offers the destinations of the specials inside it and shows only the chosen one', async () => {
    await act(async () => {
      render(
        <PortalSection
          values={{ ...portalSectionDefinition.defaults, title: 'Agent specials', showFilters: true }}
          id="s1"
          slots={{ default: [special('Cancun sale', 'mexico'), special('Montego Bay sale', 'jamaica'), special('Tulum sale', 'mexico')] }}
          field={() => ({})}
        />,
      )
    })
    const buttons = screen.getAllByRole('button').map((b) => b.textContent)
    expect(buttons).toEqual(['All destinations', 'Mexico', 'Jamaica'])
    const visible = () => screen.getAllByRole('heading', { level: 3 }).filter((h) => !h.closest<HTMLElement>('.v-slice')!.hidden).map((h) => h.textContent)
    fireEvent.click(screen.getByRole('button', { name: 'Jamaica' }))
    expect(visible()).toEqual(['Montego Bay sale'])
    expect(screen.getByRole('button', { name: 'Jamaica' }).getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: 'All destinations' }))
    expect(visible()).toEqual(['Cancun sale', 'Montego Bay sale', 'Tulum sale'])
  })

  it('shows no filters when switched off or when everything is one destination', async () => {
    await act(async () => {
      render(
        <PortalSection values={{ ...portalSectionDefinition.defaults, showFilters: true }} id="s2" slots={{ default: [special('A', 'mexico'), special('B', 'mexico')] }} field={() => ({})} />,
      )
    })
    expect(screen.queryAllByRole('button')).toHaveLength(0)
  })
})
