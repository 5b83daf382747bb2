import type { FieldAttrs } from '../defineBlock.ts'
import type { TitleSize, TitleTag } from './blockOptions.ts'

interface Props {
  text: string
  tag?: TitleTag
  size?: TitleSize
  className?: string
  attrs?: FieldAttrs
}

/** A block title whose heading level (for the outline) and visual size (for the design) are chosen separately. */
export function Title({ text, tag = 'h2', size, className, attrs }: Props) {
  if (!text) return null
  const Tag = tag
  const classes = [className, size && `v-${size}`].filter(Boolean).join(' ')
  return (
    <Tag className={classes || undefined} {...attrs}>
      {text}
    </Tag>
  )
}
