import { useEffect, useRef, useState } from 'react'
import type { BlockComponent } from '../../defineBlock.ts'
import { readCookie, writeCookie } from '../../shared/agentSession.ts'
import { ResponsiveImage } from '../../shared/ResponsiveImage.tsx'
import { RichText } from '../../shared/RichText.tsx'
import { SafeLink } from '../../shared/SafeLink.tsx'
import type { popupDefinition } from './definition.ts'

const Popup: BlockComponent<typeof popupDefinition> = ({ values, id }) => {
  const { mode, cookieName, cookieDays, targetName } = values
  // Always-show is open in the prerendered HTML too, so it needs no script to appear.
  const [open, setOpen] = useState(mode === 'always-show')
  const closeButton = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (mode === 'automatic' && !readCookie(cookieName, document.cookie)) setOpen(true)
    if (mode !== 'on-click') return
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href], [data-popup-target]')
      if (!anchor) return
      const target = anchor.getAttribute('data-popup-target') ?? new URL((anchor as HTMLAnchorElement).href, location.href).hash
      if (target !== targetName) return
      event.preventDefault()
      setOpen(true)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [mode, cookieName, targetName])

  useEffect(() => {
    if (!open) return
    closeButton.current?.focus()
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close()
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  })

  function close() {
    setOpen(false)
    if (mode === 'automatic') writeCookie(cookieName, '1', cookieDays)
  }

  if (!open) return null
  const titleId = `${id}-title`
  return (
    <div className="v-ap-popup" onClick={(e) => e.target === e.currentTarget && close()}>
      <div className="v-ap-popup__dialog" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <button ref={closeButton} type="button" className="v-ap-popup__close" aria-label="Close" onClick={close}>
          ×
        </button>
        {values.image && <ResponsiveImage className="v-ap-popup__image" image={values.image} />}
        <div className="v-ap-popup__body">
          <h2 id={titleId}>
            {values.title}
            {values.appendLogoOnTitle && <img className="v-ap-popup__logo" src="/demo/logos/agent-cash-plus.svg" alt="AgentCashPlus" width={120} height={30} />}
          </h2>
          <RichText html={values.copy} />
          {values.link && <SafeLink className="v-button v-ap-button" link={values.link} />}
        </div>
      </div>
    </div>
  )
}
export default Popup
