import { useEffect, useRef } from 'react'

export interface MenuItem {
  label: string
  shortcut?: string
  run: () => void
  disabled?: boolean
}

/** A menu at a point; arrow keys move, Enter runs, Escape or a click elsewhere closes. */
export function ContextMenu({ x, y, items, onClose }: { x: number; y: number; items: MenuItem[]; onClose: () => void }) {
  const ref = useRef<HTMLUListElement>(null)
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')?.focus()
    const away = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) onClose()
    }
    window.addEventListener('mousedown', away)
    return () => window.removeEventListener('mousedown', away)
  }, [onClose])
  const move = (from: HTMLElement, step: 1 | -1) => {
    const all = [...(ref.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]
    all[(all.indexOf(from) + step + all.length) % all.length]?.focus()
  }
  return (
    <ul ref={ref} role="menu" className="context-menu" style={{ left: x, top: y }} aria-label="Element actions">
      {items.map((item) => (
        <li
          key={item.label}
          role="menuitem"
          tabIndex={-1}
          aria-disabled={item.disabled || undefined}
          onClick={() => {
            if (item.disabled) return
            onClose()
            item.run()
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') move(e.currentTarget, 1)
            else if (e.key === 'ArrowUp') move(e.currentTarget, -1)
            else if (e.key === 'Escape') onClose()
            else if (e.key === 'Enter' || e.key === ' ') {
              if (!item.disabled) {
                onClose()
                item.run()
              }
            } else return
            e.preventDefault()
          }}
        >
          {item.label}
          {item.shortcut && <kbd>{item.shortcut}</kbd>}
        </li>
      ))}
    </ul>
  )
}
