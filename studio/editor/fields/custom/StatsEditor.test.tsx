// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderEditor } from './harness.tsx'
import { StatsEditor } from './StatsEditor.tsx'

afterEach(cleanup)

const figure = (n: number) => screen.getByRole('group', { name: `Figure ${n}` })

describe('StatsEditor', () => {
  it('adds, edits, reorders and removes figures, saving what the block parses', () => {
    const { saved, kind } = renderEditor(StatsEditor, 'PlayaCaresStats', 'stats', [{ value: '48,000', label: 'meals shared' }])
    fireEvent.click(screen.getByRole('button', { name: 'Add figure' }))
    fireEvent.change(within(figure(2)).getByLabelText('Value'), { target: { value: '12,500' } })
    fireEvent.change(within(figure(2)).getByLabelText('Counts'), { target: { value: 'trees planted' } })
    expect(saved.value).toEqual([
      { value: '48,000', label: 'meals shared' },
      { value: '12,500', label: 'trees planted' },
    ])
    fireEvent.click(screen.getByRole('button', { name: 'Move Figure 2 up' }))
    expect((saved.value as { label: string }[]).map((s) => s.label)).toEqual(['trees planted', 'meals shared'])
    expect((screen.getByRole('button', { name: 'Move Figure 1 up' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Remove Figure 2' }))
    expect(saved.value).toEqual([{ value: '12,500', label: 'trees planted' }])
    expect(kind.schema.safeParse(saved.value).success).toBe(true)
  })

  it("shows the schema's messages beside the input at fault", () => {
    renderEditor(StatsEditor, 'PlayaCaresStats', 'stats', [{ value: '', label: 'meals' }])
    expect(within(figure(1)).getByRole('alert').textContent).toBe('must not be empty')
    fireEvent.change(within(figure(1)).getByLabelText('Value'), { target: { value: '1' } })
    expect(within(figure(1)).queryByRole('alert')).toBeNull()
  })

  it('stops at six figures', () => {
    renderEditor(StatsEditor, 'PlayaCaresStats', 'stats', Array.from({ length: 6 }, (_, i) => ({ value: String(i), label: 'x' })))
    expect((screen.getByRole('button', { name: 'Add figure' }) as HTMLButtonElement).disabled).toBe(true)
  })
})
