import { describe, expect, it } from 'vitest'
import { newSliceFromBlock } from '../../newSliceFromBlock.ts'
import { pressReleasesFromPages } from './pressReleasesFromPages.ts'

const release = (values: Record<string, unknown>) => newSliceFromBlock('PressReleaseDetail', values)

describe('press releases from pages', () => {
  it('reads each release page’s detail block, newest first, and skips other pages', () => {
    const group = { ...newSliceFromBlock('CollectionContentBlock'), elements: [release({ title: 'Nested', date: '2026-02-01' })] }
    const entries = pressReleasesFromPages([
      { path: '/press/opening', elements: [release({ title: 'Opening', date: '2026-05-04', location: 'CANCUN, Mexico', summary: 'Doors open.', hero: { url: '/demo/press.svg', alt: '' } })] },
      { path: '/rooms', elements: [newSliceFromBlock('ResortRoomListing', { title: 'Suite' })] },
      { path: '/press/nested', elements: [group] },
    ])
    expect(entries).toEqual([
      { title: 'Opening', href: '/press/opening', date: '2026-05-04', location: 'CANCUN, Mexico', summary: 'Doors open.', image: '/demo/press.svg' },
      { title: 'Nested', href: '/press/nested', date: '2026-02-01', location: '', summary: '' },
    ])
  })

  it('leaves out a release without a headline or with a disabled block', () => {
    const disabled = { ...release({ title: 'Hidden' }), enabled: false }
    expect(pressReleasesFromPages([{ path: '/a', elements: [release({ title: '' })] }, { path: '/b', elements: [disabled] }])).toEqual([])
  })
})
