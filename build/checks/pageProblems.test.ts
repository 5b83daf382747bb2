import { describe, expect, it } from 'vitest'
import { htmlFacts } from './htmlFacts.ts'
import { pageProblems, type CheckContext } from './pageProblems.ts'

const ctx: CheckContext = {
  answers: (path) => ['/', '/rooms', '/blog/what-to-pack'].includes(path),
  imageBytes: (src) => ({ '/media/huge.jpg': 2_400_000, '/media/small.webp': 40_000 })[src],
  imageBudget: 300 * 1024,
  label: (id) => ({ hero: 'Welcome to Ziva', links: 'Block link' })[id],
}
const check = (html: string) => pageProblems(htmlFacts(html), ctx)

describe('pre-publish checks of a page’s HTML', () => {
  it('finds nothing wrong in a good page', () => {
    const html = `<!doctype html><html><body><header><a href="/">Home</a></header>
      <div class="v-slice" data-el="hero"><h1>Ziva</h1><picture><img src="/media/small.webp" alt="The pool at dusk"></picture></div>
      <div class="v-slice" data-el="links"><h2>Rooms</h2><h3>Suites</h3><a href="/rooms/">Rooms</a> <a href="/blog/what-to-pack?x=1#top">Pack</a>
      <a href="https://example.com/nope">Away</a> <a href="mailto:a@b.c">Mail</a> <a href="#top">Top</a>
      <span aria-hidden="true"><img src="/demo/icon.svg" alt=""></span></div>
      <h2>More</h2><h3>Even more</h3></body></html>`
    expect(check(html)).toEqual([])
  })

  it('reports a link to a page that does not exist, with its block', () => {
    const problems = check(`<div class="v-slice" data-el="links"><p>See <a href="/no-such-page?x=1">this</a>, <a href="/rooms">rooms</a></p></div>`)
    expect(problems).toEqual([
      { kind: 'broken-link', element: 'links', block: 'Block link', href: '/no-such-page?x=1', message: 'The link to /no-such-page?x=1 leads nowhere: no page of this site has that address. Change the link, or publish the page it should open.' },
    ])
  })

  it('reports an image without alt text, missing or blank, but not a decorative one', () => {
    const problems = check(`<div data-el="hero"><img src="/media/a%20b.jpg"><img src="/media/c.jpg" alt="  "><img src="/media/d.jpg" alt="" role="presentation"></div>`)
    expect(problems.map((p) => [p.kind, p.block, p.message.split(' has ')[0]])).toEqual([
      ['missing-alt', 'Welcome to Ziva', 'The image a b.jpg'],
      ['missing-alt', 'Welcome to Ziva', 'The image c.jpg'],
    ])
  })

  it('reports two h1 headings, naming both, at the second one’s block', () => {
    const [problem] = check(`<h1>Ziva <em>Cancun</em></h1><div data-el="links"><h1>Rooms</h1></div>`)
    expect(problem).toMatchObject({ kind: 'several-h1', block: 'Block link' })
    expect(problem!.message).toBe('The page has 2 main headings (h1): “Ziva Cancun”, “Rooms”. Keep one h1 and make the others h2.')
  })

  it('reports a skipped heading level (h2 then h4), not a step back up', () => {
    const problems = check(`<h1>A</h1><h2>B</h2><div data-el="hero"><h4>Deep</h4></div><h2>C</h2><h3>D</h3>`)
    expect(problems).toEqual([{ kind: 'skipped-heading', element: 'hero', block: 'Welcome to Ziva', message: 'The heading “Deep” is an h4 right after an h2, so a level is skipped. Make it an h3.' }])
  })

  it('reports an image heavier than the budget with its weight', () => {
    const problems = check(`<div data-el="hero"><img src="/media/huge.jpg" alt="Beach"><img src="/media/small.webp" alt="Pool"></div>`)
    expect(problems).toEqual([expect.objectContaining({ kind: 'heavy-image', message: 'The image huge.jpg weighs 2,344 KB, more than the 300 KB budget, and slows the page down. Choose a smaller or more compressed image.' })])
    expect(pageProblems(htmlFacts('<img src="/media/huge.jpg" alt="Beach">'), { ...ctx, imageBudget: 3_000_000 })).toEqual([])
  })

  it('reads the HTML as a browser does: script text, templates and attributes holding > are not content', () => {
    const html = `<script>document.write('<a href="/nowhere">x</a><h1>no</h1>')</script><template><img src="/x.png"></template>
      <div title="a > b" data-el="links"><a href="/gone" title='">'>Gone</a></div><!-- <a href="/also-gone"> -->`
    expect(check(html).map((p) => [p.kind, p.href, p.block])).toEqual([['broken-link', '/gone', 'Block link']])
  })

  it('names an upload as it was uploaded, not by the hash it is stored under', () => {
    const hash = `${'5a1444e7ac1d'}${'0'.repeat(52)}`
    const html = `<div class="v-slice" data-el="hero"><img src="/media/${hash}.jpg"></div>`
    const named = pageProblems(htmlFacts(html), { ...ctx, fileName: (src) => (src === `/media/${hash}.jpg` ? 'swim-up-suite.jpg' : undefined) })
    expect(named.map((p) => p.message)).toEqual(['The image swim-up-suite.jpg has no alt text, so people who cannot see it get nothing. Describe it in the image’s Alt text.'])
    expect(check(html)[0]!.message).toContain(`The image ${hash}.jpg`)
  })
})
