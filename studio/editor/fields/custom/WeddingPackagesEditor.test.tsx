// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderEditor } from './harness.tsx'
import { WeddingPackagesEditor } from './WeddingPackagesEditor.tsx'

afterEach(cleanup)

const pkg = (n: number) => within(screen.getByRole('group', { name: `Package ${n}` }))
const sunset = { name: 'Sunset', price: 2500, currency: 'USD', guests: 20, inclusions: 'Beach ceremony', link: null, highlighted: false }

describe('WeddingPackagesEditor', () => {
  it('edits every part of a package with its own input and saves what the block parses', () => {
    const { saved, kind } = renderEditor(WeddingPackagesEditor, 'WeddingsPackages', 'packages', [sunset])
    fireEvent.click(screen.getByRole('button', { name: 'Add package' }))
    const second = pkg(2)
    fireEvent.change(second.getByLabelText('Name'), { target: { value: 'Paradise' } })
    fireEvent.change(second.getByLabelText('Price (0: on request)'), { target: { value: '4900' } })
    fireEvent.change(second.getByLabelText('Currency'), { target: { value: 'EUR' } })
    fireEvent.change(second.getByLabelText('Guests (0: not shown)'), { target: { value: '40' } })
    fireEvent.change(second.getByLabelText('Inclusions, one per line'), { target: { value: 'Garden ceremony\nDinner' } })
    fireEvent.change(second.getByLabelText('Link address'), { target: { value: '/weddings/contact' } })
    fireEvent.change(second.getByLabelText('Link text'), { target: { value: 'Enquire' } })
    fireEvent.click(second.getByLabelText('Highlighted'))
    expect((saved.value as unknown[])[1]).toEqual({
      name: 'Paradise',
      price: 4900,
      currency: 'EUR',
      guests: 40,
      inclusions: 'Garden ceremony\nDinner',
      link: { href: '/weddings/contact', text: 'Enquire' },
      highlighted: true,
    })
    expect(kind.schema.safeParse(saved.value).success).toBe(true)
    // Emptying both parts of the link means no link.
    fireEvent.change(second.getByLabelText('Link address'), { target: { value: '' } })
    fireEvent.change(second.getByLabelText('Link text'), { target: { value: '' } })
    expect((saved.value as { link: unknown }[])[1]!.link).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Move Package 2 up' }))
    fireEvent.click(screen.getByRole('button', { name: 'Remove Package 2' }))
    expect((saved.value as { name: string }[]).map((p) => p.name)).toEqual(['Paradise'])
  })

  it("shows the schema's messages beside the input at fault", () => {
    renderEditor(WeddingPackagesEditor, 'WeddingsPackages', 'packages', [{ ...sunset, name: '', link: { href: 'javascript:void(0)', text: 'Go' } }])
    const first = pkg(1)
    fireEvent.change(first.getByLabelText('Price (0: on request)'), { target: { value: '' } })
    const alerts = first.getAllByRole('alert').map((a) => a.textContent)
    expect(alerts).toContain('must not be empty')
    expect(alerts).toContain('must be a number')
    expect(alerts.length).toBe(3)
  })
})
