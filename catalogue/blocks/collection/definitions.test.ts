import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import ContentBlock from './content-block/Component.tsx'
import { collectionDefinitions } from './definitions.ts'

const { CollectionSlider, CollectionHtmlVideo, CollectionMagazineSlide, CollectionCard, CollectionContentBlock } = collectionDefinitions

const issue = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  expect(result.success).toBe(false)
  return result.error!.issues[0]!
}

describe('the catalogue’s shared pieces', () => {
  it('general slider: arrow size 50, white arrows, two slides', () => {
    expect(CollectionSlider.defaults).toMatchObject({ arrowSize: 50, arrowColor: '#ffffff', slides: 2 })
    expect(CollectionSlider.interactive).toBe(true)
  })

  it('HTML video: at most 1080 wide by default, muted by default', () => {
    expect(CollectionHtmlVideo.defaults).toMatchObject({ maxWidth: 1080, mute: true })
  })

  it('magazine slide: 640×640 on phones up to 2400×1350; cards 500×300', () => {
    expect(CollectionMagazineSlide.imageSizes.image).toMatchObject({ default: { width: 640, height: 640 }, '2xl': { width: 2400, height: 1350 } })
    expect(CollectionCard.imageSizes.image).toEqual({ default: { width: 500, height: 300 } })
  })

  it('content block: title sizes text-sm to text-8xl, tags h1 to h6, illustrations, colours, language en', () => {
    const f = CollectionContentBlock.fields
    expect(f.titleSize.options.map((o) => o.value)).toEqual(['text-sm', 'text-base', 'text-lg', 'text-xl', 'text-2xl', 'text-3xl', 'text-4xl', 'text-5xl', 'text-6xl', 'text-7xl', 'text-8xl'])
    expect(f.titleTag.options.map((o) => o.value)).toEqual(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])
    expect(f.illustration.options.map((o) => o.value)).toEqual(['none', 'seahorse', 'sisserou', 'turtle'])
    expect(f.backgroundColor.options.map((o) => o.label)).toEqual(['None (layout background)', 'Gold #ffcf85', 'Coral #FFB4B4', 'Teal #92dbd0'])
    expect(CollectionContentBlock.defaults.language).toBe('en')
  })

  it('content block: max width is a plain number, gradient opacity runs 0.0 to 1.0', () => {
    expect(issue(CollectionContentBlock.valuesSchema.safeParse({ maxWidth: '768px' }))).toMatchObject({ path: ['maxWidth'], message: 'must be a number' })
    expect(issue(CollectionContentBlock.valuesSchema.safeParse({ gradientOpacity: 1.2 }))).toMatchObject({ path: ['gradientOpacity'], message: 'must be at most 1' })
    expect(CollectionContentBlock.valuesSchema.safeParse({ gradientOpacity: 0.35 }).success).toBe(true)
  })

  it('content block renders its colour, width, language and drawing', () => {
    const html = renderToStaticMarkup(
      createElement(ContentBlock, {
        values: { ...CollectionContentBlock.defaults, title: 'Hi', backgroundColor: 'coral', maxWidth: 640, illustration: 'turtle', language: 'es' },
        id: 'e1',
        slots: { default: createElement('p', null, 'Child block') },
        field: () => ({}),
      }),
    )
    expect(html).toContain('background:#FFB4B4')
    expect(html).toContain('max-width:640px')
    expect(html).toContain('lang="es"')
    expect(html).toContain('v-illustration--turtle')
    expect(html).toContain('<p>Child block</p>')
  })

  it('refuses an unsafe video URL', () => {
    expect(issue(CollectionHtmlVideo.valuesSchema.safeParse({ src: 'javascript:alert(1)' })).message).toContain("'javascript:' URLs are not allowed")
  })
})
