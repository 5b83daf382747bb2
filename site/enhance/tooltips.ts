export const tooltipDelayMs = 500

/**
 * `data-v-tooltip="text"` on any element: the text appears after hovering 500 ms, at once when the element gets the
 * keyboard's focus or is touched, and goes on leave, blur, Escape, or a click or touch elsewhere.
 * One tooltip element serves the whole page.
 */
export function listenForTooltips(doc: Document = document): void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let current: HTMLElement | undefined
  let tip: HTMLElement | undefined
  const hide = () => {
    clearTimeout(timer)
    current = undefined
    if (tip) tip.hidden = true
  }
  const show = (target: HTMLElement) => {
    tip ??= Object.assign(doc.body.appendChild(doc.createElement('div')), { className: 'v-tooltip', role: 'tooltip', id: 'v-tooltip' })
    tip.textContent = target.dataset.vTooltip ?? ''
    tip.hidden = false
    const box = target.getBoundingClientRect()
    tip.style.left = `${Math.max(4, box.left + window.scrollX + box.width / 2 - tip.offsetWidth / 2)}px`
    tip.style.top = `${box.top + window.scrollY - tip.offsetHeight - 8}px`
    target.setAttribute('aria-describedby', 'v-tooltip')
  }
  const tipped = (event: Event) => (event.target as Element | null)?.closest?.<HTMLElement>('[data-v-tooltip]') ?? undefined
  // The element a touch just showed the tooltip of: the click that follows the touch must not hide it again.
  let touched: HTMLElement | undefined
  const showNow = (target: HTMLElement) => {
    hide()
    current = target
    show(target)
  }
  doc.addEventListener('focusin', (event) => {
    const target = tipped(event)
    if (target) showNow(target)
  })
  doc.addEventListener('focusout', (event) => {
    if (current && !current.contains((event as FocusEvent).relatedTarget as Node | null)) hide()
  })
  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') hide()
  })
  doc.addEventListener(
    'touchstart',
    (event) => {
      const target = tipped(event)
      touched = target
      if (target) showNow(target)
      else hide()
    },
    { passive: true },
  )
  doc.addEventListener('mouseover', (event) => {
    const target = tipped(event)
    if (!target || target === current) return
    hide()
    current = target
    timer = setTimeout(() => show(target), tooltipDelayMs)
  })
  doc.addEventListener('mouseout', (event) => {
    if (current && !current.contains(event.relatedTarget as Node | null)) hide()
  })
  doc.addEventListener(
    'click',
    (event) => {
      if (touched?.contains(event.target as Node)) touched = undefined
      else hide()
    },
    true,
  )
}
