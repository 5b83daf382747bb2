import { describe, expect, it } from 'vitest'
import { roomListingDefinition } from './definition.ts'
import { roomFacts } from './roomFacts.ts'

describe('room listing', () => {
  it('lists view, size in sq ft and m², occupancy and bedding, leaving out what is not set', () => {
    expect(roomFacts({ view: 'Ocean view', squareFootage: 1200, maxOccupancy: 4, bedding: '1 King' }).map((f) => f.text)).toEqual([
      'Ocean view',
      '1,200 sq ft (111 m²)',
      'Sleeps up to 4',
      '1 King',
    ])
    expect(roomFacts({ view: '', squareFootage: 0, maxOccupancy: 0, bedding: '' })).toEqual([])
  })

  it('holds up to four images, each with declared sizes', () => {
    const media = Object.entries(roomListingDefinition.fields).filter(([, f]) => f.kind === 'media')
    expect(media.map(([name]) => name)).toEqual(['image1', 'image2', 'image3', 'image4'])
    for (const [name] of media) expect(roomListingDefinition.imageSizes[name]?.default).toEqual({ width: 640, height: 427 })
  })

  it('refuses a negative size and an unsafe image URL with messages naming the problem', () => {
    const result = roomListingDefinition.valuesSchema.safeParse({ squareFootage: -5, image2: { url: 'javascript:alert(1)', alt: '' } })
    expect(result.success).toBe(false)
    const issues = result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    expect(issues).toContain('squareFootage: must be at least 0')
    expect(issues.some((i) => i.startsWith('image2') && i.includes("'javascript:' URLs are not allowed"))).toBe(true)
  })
})
