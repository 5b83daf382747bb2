import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PageStatus } from './PageStatus.tsx'

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim()

describe('a page status in the page list', () => {
  it('says Published only for a page live as published, and Not live with the reason for one the build could not make', () => {
    expect(text(renderToStaticMarkup(<PageStatus page={{ published: false }} />))).toBe('Draft, not live')
    expect(text(renderToStaticMarkup(<PageStatus page={{ published: true }} />))).toBe('Published')
    expect(text(renderToStaticMarkup(<PageStatus page={{ published: true, draft_changed: true }} />))).toBe('Published, changes not live')
    const message = 'page hyatt-ziva/lagoon, block Image, field image: image /media/ab.png: the media file is not a readable image'
    expect(text(renderToStaticMarkup(<PageStatus page={{ published: true, not_live: { kept: true, message } }} />))).toBe(`Not live Visitors still see the last version that could be published. ${message}`)
    expect(text(renderToStaticMarkup(<PageStatus page={{ published: true, not_live: { kept: false, message } }} />))).toMatch(/^Not live Visitors get no page at this address\./)
  })
})
