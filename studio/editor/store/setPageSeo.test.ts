import { describe, expect, it } from 'vitest'
import { Page } from '../../../catalogue/model/page.ts'
import { setPageSeo } from './setPageSeo.ts'

describe('setPageSeo', () => {
  it('sets one setting and keeps the others, starting from the defaults', () => {
    const page = Page.parse({ id: 'p', path: '/', title: 'Home', layout: 'blocks' })
    const hidden = setPageSeo(page, { noindex: true })
    expect(hidden.seo).toEqual({ title: '', canonical: '', noindex: true, image: '' })
    expect(setPageSeo(hidden, { title: 'Better' }).seo).toEqual({ title: 'Better', canonical: '', noindex: true, image: '' })
    expect(page.seo).toBeUndefined()
  })
})
