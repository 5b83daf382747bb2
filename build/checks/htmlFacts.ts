import { Parser } from 'htmlparser2'

/**
 * What the pre-publish checks need of a page's HTML, read once: its links, its images and its headings, each with
 * the placed block (`data-el`, the element id) it sits in. Read with htmlparser2 rather than patterns, so
 * attributes holding '>' or quotes, comments and script text are read as a browser reads them.
 */
export interface HtmlFacts {
  links: { href: string; element?: string }[]
  images: { src: string; alt: string; decorative: boolean; element?: string }[]
  headings: { level: number; text: string; element?: string }[]
}

interface Open {
  name: string
  element?: string
  hidden: boolean
}

const headingTag = /^h([1-6])$/
/** Text inside these is not the page's content: a template is not shown, a script's text is code. */
const notContent = new Set(['template', 'script', 'style', 'noscript'])

export function htmlFacts(html: string): HtmlFacts {
  const facts: HtmlFacts = { links: [], images: [], headings: [] }
  const stack: Open[] = []
  let heading: { level: number; text: string; element?: string } | undefined
  let skipped = 0
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const parent = stack[stack.length - 1]
        const element = attribs['data-el'] ?? parent?.element
        // An image hidden from assistive technology is decoration: an empty alt is right for it.
        const hidden = Boolean(parent?.hidden) || attribs['aria-hidden'] === 'true' || attribs.role === 'presentation' || attribs.role === 'none'
        stack.push({ name, ...(element ? { element } : {}), hidden })
        if (notContent.has(name)) skipped++
        if (skipped) return
        const at = element ? { element } : {}
        if (name === 'a' && attribs.href !== undefined) facts.links.push({ href: attribs.href, ...at })
        else if (name === 'img') facts.images.push({ src: attribs.src ?? '', alt: (attribs.alt ?? '').trim(), decorative: hidden, ...at })
        const level = headingTag.exec(name)
        if (level) heading = { level: Number(level[1]), text: '', ...at }
      },
      ontext(text) {
        if (heading && !skipped) heading.text += text
      },
      onclosetag(name) {
        // Close up to the matching open tag: the parser closes implied ends (a <p> before a <div>) for us.
        while (stack.length) {
          const open = stack.pop()!
          if (notContent.has(open.name)) skipped--
          if (open.name === name) break
        }
        if (heading && headingTag.test(name)) {
          facts.headings.push({ ...heading, text: heading.text.replace(/\s+/g, ' ').trim() })
          heading = undefined
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  )
  parser.write(html)
  parser.end()
  return facts
}
