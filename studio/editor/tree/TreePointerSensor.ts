import { PointerSensor, type PointerSensorProps } from '@dnd-kit/core'

/** The part of dnd-kit's pointer sensor this class adjusts (a plain property of its compiled class, 6.x). */
interface SensorInternals {
  document: Document
  /** Whether the press became a drag: only then is there a click to swallow. */
  activated: boolean
  documentListeners: { removeAll(): void }
}

/**
 * Swallows the one click that ends a drag (the browser sends it to the common ancestor of where the pointer
 * went down and up), and nothing after it.
 */
export function swallowDropClick(document: Document): void {
  const swallow = (event: Event) => {
    event.stopPropagation()
    event.preventDefault()
    stop()
  }
  // A new press or key is a new gesture: its click is the editor's, not the drag's.
  const stop = () => {
    document.removeEventListener('click', swallow, true)
    document.removeEventListener('pointerdown', stop, true)
    document.removeEventListener('keydown', stop, true)
  }
  document.addEventListener('click', swallow, true)
  document.addEventListener('pointerdown', stop, true)
  document.addEventListener('keydown', stop, true)
}

/**
 * dnd-kit's pointer sensor, with a click guard that ends with the drag's own click. dnd-kit's guard stops every
 * click for 50 ms after the drop, and longer while the drop's re-render keeps the main thread busy (its timer
 * waits, the input does not), so the editor's first click after a drag was lost.
 */
export class TreePointerSensor extends PointerSensor {
  constructor(props: PointerSensorProps) {
    // Set right after super(): the sensor only ends a drag long after it is constructed.
    const self: { sensor?: TreePointerSensor } = {}
    const ended = () => {
      const internals = self.sensor as unknown as SensorInternals | undefined
      if (!internals?.documentListeners || !internals.activated) return
      internals.documentListeners.removeAll()
      swallowDropClick(internals.document)
    }
    super({
      ...props,
      onEnd: () => {
        ended()
        props.onEnd()
      },
    })
    self.sensor = this
  }
}
