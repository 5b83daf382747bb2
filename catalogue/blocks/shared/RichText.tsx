interface Props {
  html: string
  className?: string
}

/** Stored rich text; it was sanitised with an allowlist when saved and again when the build loaded it. */
export function RichText({ html, className }: Props) {
  if (!html) return null
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />
}
