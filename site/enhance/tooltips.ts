export const tooltipDelayMs = 500

/**
 * `data-v-tooltip="text"` on any element: the text appears after hovering 500 ms and goes on leave or click.
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
  doc.addEventListener('mouseover', (event) => {
    const target = (event.target as Element | null)?.closest?.<HTMLElement>('[data-v-tooltip]')
    if (!target || target === current) return
    hide()
    current = target
    timer = setTimeout(() => show(target), tooltipDelayMs)
  })
  doc.addEventListener('mouseout', (event) => {
    if (current && !current.contains(event.relatedTarget as Node | null)) hide()
  })
  doc.addEventListener('click', hide, true)
}
