import { readCookie } from '../visitor/agentSession.ts'

/** '#target-name': lowercase words joined by hyphens. */
export const popupTargetPattern = /^#[a-z0-9]+(?:-[a-z0-9]+)*$/

export function isValidPopupTarget(target: string): boolean {
  return popupTargetPattern.test(target.startsWith('#') ? target : `#${target}`)
}

const cookieDays = 30

/**
 * Popups by mode, on `<dialog data-v-popup="automatic|on-click|always-show">`:
 * - always-show opens on every page view;
 * - automatic opens until closed once, remembered in the cookie named by `data-v-popup-cookie`;
 * - on-click opens when a link to its `data-v-popup-target` ('#target-name') is clicked.
 * Closing: any `[data-v-popup-close]` inside, Escape, or a click on the backdrop.
 */
export function enhancePopups(root: ParentNode): void {
  for (const dialog of root.querySelectorAll<HTMLDialogElement>('dialog[data-v-popup]')) {
    if (dialog.dataset.vPopupReady) continue
    dialog.dataset.vPopupReady = 'true'
    const mode = dialog.dataset.vPopup
    const cookie = dialog.dataset.vPopupCookie
    const close = () => {
      dialog.close()
      if (mode === 'automatic' && cookie)
        document.cookie = `${encodeURIComponent(cookie)}=1; path=/; max-age=${cookieDays * 86400}; samesite=lax`
    }
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog || (event.target as Element).closest('[data-v-popup-close]')) close()
    })
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault()
      close()
    })
    if (mode === 'always-show' || (mode === 'automatic' && !(cookie && readCookie(cookie)))) dialog.showModal()
    if (mode === 'on-click') {
      const target = dialog.dataset.vPopupTarget ?? ''
      if (!isValidPopupTarget(target)) console.warn(`Popup target name must be lowercase and hyphenated, for example '#target-name'; got '${target}'`)
      else dialog.dataset.vPopupTarget = target.startsWith('#') ? target : `#${target}`
    }
  }
}

/** One listener for every on-click popup, present and future: a click on `a[href="#name"]` opens it. */
export function listenForPopupTargets(doc: Document = document): void {
  doc.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[href^="#"]')
    const hash = link?.getAttribute('href')
    if (!hash || !popupTargetPattern.test(hash)) return
    const dialog = doc.querySelector<HTMLDialogElement>(`dialog[data-v-popup="on-click"][data-v-popup-target="${hash}"]`)
    if (!dialog) return
    event.preventDefault()
    if (!dialog.open) dialog.showModal()
  })
}
