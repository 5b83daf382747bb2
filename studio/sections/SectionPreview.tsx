import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { sectionPreviewPath } from '../../catalogue/model/sections/sectionPreviewPath.ts'
import { api } from '../api/client.ts'

export interface SectionPreviewProps {
  sectionId: string
  name: string
  /** The version last read: a newer one asks the site again rather than the browser's copy. */
  version: number
  /** The site whose page the section would go on: the preview is that site's (its layout, name and records). */
  site: { slug: string; name: string }
}

/**
 * A section as the site shows it: its preview page, rendered by the site itself when the section was last built
 * (build/extra/sectionPreviews.ts), framed at four times the card's width and scaled down, so the card shows the
 * section much as a desktop visitor sees it. The frame is inert: the card's button inserts the section. Each build that goes live asks the site again, so a section saved a
 * moment ago shows once the build after its save is live; until then the card says there is no preview yet.
 */
export function SectionPreview({ sectionId, name, version, site }: SectionPreviewProps) {
  const path = sectionPreviewPath(site.slug, sectionId)
  // The studio's build status keeps this fresh (shell/BuildStatus.tsx); read here, never fetched a second time.
  const latest = useQuery({ queryKey: ['builds', 'latest'], queryFn: () => api.listJobs(1), enabled: false }).data?.[0]
  const [live, setLive] = useState('')
  if (latest?.status === 'live' && latest.id !== live) setLive(latest.id)
  if (!path)
    return (
      <div className="section-preview" data-state="missing">
        <NoPreview />
      </div>
    )
  const src = `${path}?v=${version}${live ? `&build=${encodeURIComponent(live)}` : ''}`
  return <PreviewFrame key={src} src={src} title={`Preview of ${name}, as ${site.name} shows it`} />
}

function PreviewFrame({ src, title }: { src: string; title: string }) {
  const [shown, setShown] = useState<'loading' | 'shown' | 'missing'>('loading')
  return (
    <div className="section-preview" data-state={shown}>
      {/* Inert: a picture of the section, not a page to use; its links and buttons take no focus or clicks. */}
      <iframe
        inert
        title={title}
        src={src}
        loading="lazy"
        hidden={shown === 'missing'}
        onLoad={(e) => {
          // The site's 404 screen when it has no preview of this section yet: the card says so instead.
          const doc = e.currentTarget.contentDocument
          setShown(doc?.querySelector('[data-slice-preview]') ? 'shown' : 'missing')
        }}
      />
      {shown === 'missing' && <NoPreview />}
    </div>
  )
}

const NoPreview = () => <p className="section-preview__none">No preview yet: the site shows one once it has been rebuilt after this section was saved.</p>
