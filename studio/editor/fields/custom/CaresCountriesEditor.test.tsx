// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { CaresCountriesEditor } from './CaresCountriesEditor.tsx'
import { renderEditor } from './harness.tsx'

afterEach(cleanup)

const country = (n: number) => screen.getByRole('group', { name: `Country ${n}` })
const options = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((o) => o.textContent)

describe('CaresCountriesEditor', () => {
  it('offers each country once, with projects as a number, and saves what the block parses', () => {
    const { saved, kind } = renderEditor(CaresCountriesEditor, 'PlayaCaresCountries', 'countries', [{ country: 'mexico', projects: 12, copy: 'Schools.', href: '' }])
    fireEvent.click(screen.getByRole('button', { name: 'Add country' }))
    const second = within(country(2))
    // A new row takes the first country not yet listed; Mexico is no longer on offer there.
    expect((second.getByLabelText('Country') as HTMLSelectElement).value).toBe('dominican-republic')
    expect(options(second.getByLabelText('Country'))).toEqual(['Dominican Republic', 'Jamaica', 'United States'])
    fireEvent.change(second.getByLabelText('Country'), { target: { value: 'jamaica' } })
    fireEvent.change(second.getByLabelText('Projects'), { target: { value: '7' } })
    fireEvent.change(second.getByLabelText('Story'), { target: { value: 'Reefs and mangroves.' } })
    fireEvent.change(second.getByLabelText('Link'), { target: { value: '/playa-cares/jamaica' } })
    expect(saved.value).toEqual([
      { country: 'mexico', projects: 12, copy: 'Schools.', href: '' },
      { country: 'jamaica', projects: 7, copy: 'Reefs and mangroves.', href: '/playa-cares/jamaica' },
    ])
    expect(kind.schema.safeParse(saved.value).success).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Move Country 1 down' }))
    expect((saved.value as { country: string }[]).map((c) => c.country)).toEqual(['jamaica', 'mexico'])
  })

  it("shows the schema's messages: a count that is not a whole number, an unsafe link, a country twice", () => {
    renderEditor(CaresCountriesEditor, 'PlayaCaresCountries', 'countries', [
      { country: 'usa', projects: 1.5, copy: '', href: 'javascript:alert(1)' },
      { country: 'usa', projects: 2, copy: '', href: '' },
    ])
    const first = within(country(1))
    expect(first.getAllByRole('alert').map((a) => a.textContent)).toEqual(expect.arrayContaining(['must be a whole number']))
    expect(first.getAllByRole('alert').length).toBe(2)
    fireEvent.change(first.getByLabelText('Projects'), { target: { value: '' } })
    expect(first.getAllByRole('alert').map((a) => a.textContent)).toContain('must be a number')
    // Once each row is right, the list's own rule speaks.
    fireEvent.change(first.getByLabelText('Projects'), { target: { value: '3' } })
    fireEvent.change(first.getByLabelText('Link'), { target: { value: '/playa-cares' } })
    expect(first.queryAllByRole('alert')).toEqual([])
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['must list each country once'])
  })

  it('stops when every country is listed', () => {
    const all = ['mexico', 'dominican-republic', 'jamaica', 'usa'].map((c) => ({ country: c, projects: 1, copy: '', href: '' }))
    renderEditor(CaresCountriesEditor, 'PlayaCaresCountries', 'countries', all)
    expect((screen.getByRole('button', { name: 'Add country' }) as HTMLButtonElement).disabled).toBe(true)
  })
})
