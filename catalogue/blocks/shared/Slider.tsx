import { Children, useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type TouchEvent } from 'react'
import { clampStart, lastStart, swipeDirection } from './sliderMaths.ts'

interface Props {
  /** Each child is one slide. */
  children: ReactNode
  /** Slides visible side by side from the md breakpoint up; one below it. */
  perView: number
  /** Arrow icon size in CSS pixels. */
  arrowSize: number
  arrowColor: string
  /** Names the carousel for screen readers. */
  label: string
  className?: string
}

function Arrow({ direction, size, color }: { direction: 'prev' | 'next'; size: number; color: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={direction === 'prev' ? 'M15 4l-8 8 8 8' : 'M9 4l8 8-8 8'} fill="none" stroke={color} strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

const wideQuery = '(min-width: 768px)'

/**
 * A carousel that moves by buttons, arrow keys (when it has focus) and horizontal swipes. Slides out of view are
 * inert, so keyboard users never tab into what they cannot see.
 */
export function Slider({ children, perView, arrowSize, arrowColor, label, className }: Props) {
  const slides = Children.toArray(children)
  const [wide, setWide] = useState(true)
  const visible = wide ? Math.max(1, Math.floor(perView)) : 1
  const [start, setStart] = useState(0)
  const touch = useRef<{ x: number; y: number } | null>(null)

  useEffect(() => {
    const query = window.matchMedia?.(wideQuery)
    if (!query) return
    const update = () => setWide(query.matches)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])

  const count = slides.length
  const current = clampStart(start, count, visible)
  const go = (index: number) => setStart(clampStart(index, count, visible))

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: lastStart(count, visible) }
    if (!(event.key in moves)) return
    event.preventDefault()
    go(moves[event.key]!)
  }
  const onTouchStart = (event: TouchEvent) => {
    const t = event.touches[0]
    touch.current = t ? { x: t.clientX, y: t.clientY } : null
  }
  const onTouchEnd = (event: TouchEvent) => {
    const from = touch.current
    const t = event.changedTouches[0]
    touch.current = null
    if (from && t) go(current + swipeDirection(t.clientX - from.x, t.clientY - from.y))
  }

  if (count === 0) return null
  return (
    <div
      className={['v-slider', className].filter(Boolean).join(' ')}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
      style={{ ['--v-per-view' as string]: visible }}
      data-start={current}
    >
      <div className="v-slider__viewport">
        <div className="v-slider__track" style={{ transform: `translateX(${(-current * 100) / visible}%)` }} aria-live="polite">
          {slides.map((slide, i) => {
            const shown = i >= current && i < current + visible
            return (
              <div key={i} className="v-slider__slide" role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${count}`} inert={!shown} aria-hidden={!shown}>
                {slide}
              </div>
            )
          })}
        </div>
      </div>
      {count > visible && (
        <>
          <button type="button" className="v-slider__arrow v-slider__arrow--prev" aria-label="Previous slide" disabled={current === 0} onClick={() => go(current - 1)}>
            <Arrow direction="prev" size={arrowSize} color={arrowColor} />
          </button>
          <button type="button" className="v-slider__arrow v-slider__arrow--next" aria-label="Next slide" disabled={current >= lastStart(count, visible)} onClick={() => go(current + 1)}>
            <Arrow direction="next" size={arrowSize} color={arrowColor} />
          </button>
        </>
      )}
    </div>
  )
}
