// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderEditor } from './harness.tsx'
import { TableRowsEditor } from './TableRowsEditor.tsx'

describe('TableRowsEditor', () => {
  afterEach(cleanup)
  it('edits a text row cell by cell and stores the cells as the table reads them', () => {
    const { saved } = renderEditor(TableRowsEditor, 'GlobalTable', 'rows', [{ type: 'text', cells: 'Room|Size' }])
    expect(screen.getByLabelText('Row 1, cell 2')).toHaveProperty('value', 'Size')
    fireEvent.change(screen.getByLabelText('Row 1, cell 2'), { target: { value: 'Area | m²' } })
    expect(saved.value).toEqual([{ type: 'text', cells: 'Room|Area / m²' }])
    fireEvent.click(screen.getByRole('button', { name: 'Add cell' }))
    fireEvent.change(screen.getByLabelText('Row 1, cell 3'), { target: { value: 'Guests' } })
    fireEvent.click(screen.getByRole('button', { name: 'Remove cell 1 of row 1' }))
    expect(saved.value).toEqual([{ type: 'text', cells: 'Area / m²|Guests' }])
  })
  it('adds rows with as many cells as the first, and contact rows with their own inputs', () => {
    const { saved } = renderEditor(TableRowsEditor, 'GlobalTable', 'rows', [{ type: 'text', cells: 'A|B|C' }])
    fireEvent.click(screen.getByRole('button', { name: 'Add text row' }))
    fireEvent.click(screen.getByRole('button', { name: 'Add contact row' }))
    expect(saved.value).toEqual([
      { type: 'text', cells: 'A|B|C' },
      { type: 'text', cells: '||' },
      { type: 'contact', name: '', phone: '', email: '' },
    ])
    fireEvent.change(screen.getAllByLabelText('Phone')[0]!, { target: { value: 'call me' } })
    expect(screen.getByRole('alert').textContent).toBe('must be a phone number')
  })
})
