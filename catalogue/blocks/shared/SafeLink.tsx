import type { ReactNode } from 'react'
import type { LinkValue } from '../../fields/fieldKind.ts'
import { linkHref } from '../../fields/linkHref.ts'
import { isSafeUrl } from '../../fields/checkUrl.ts'

interface Props {
  link: LinkValue
  className?: string
  children?: ReactNode
}

/** An anchor for a link field in either stored shape; an unsafe href (should one ever get past the schema) renders as text. */
export function SafeLink({ link, className, children }: Props) {
  const href = linkHref(link)
  const content = children ?? link.text
  if (!isSafeUrl(href)) return <span className={className}>{content}</span>
  const target = 'target' in link ? link.target : undefined
  const rel = 'relationship' in link && link.relationship ? link.relationship : target === '_blank' ? 'noopener noreferrer' : undefined
  return (
    <a href={href} className={className} target={target} rel={rel}>
      {content}
    </a>
  )
}
