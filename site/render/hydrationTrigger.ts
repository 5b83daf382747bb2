import type { RenderNode, RenderSlice } from '../../catalogue/blocks/renderTree.ts'

/** Whether a slice's code must run in the browser at all: it, or something in its slots, is interactive. */
export function needsCode(node: RenderNode): boolean {
  if (node.kind === 'group') return node.children.some(needsCode)
  return node.interactive || Object.values(node.slots).some((children) => children.some(needsCode))
}

/** When a slice hydrates: 'load' with the page, 'idle' and 'visible' later, 'none' (or static code) never. */
export function hydrationOf(slice: RenderSlice): 'load' | 'idle' | 'visible' | 'none' {
  return needsCode(slice) ? slice.hydration : 'none'
}

const never = new Promise<void>(() => {})

/** Resolves when the slice's hydration should start. */
export function hydrationTrigger(slice: RenderSlice): Promise<void> {
  const mode = hydrationOf(slice)
  if (mode === 'none') return never
  if (mode === 'load') return Promise.resolve()
  if (mode === 'idle')
    return new Promise((resolve) => ('requestIdleCallback' in window ? requestIdleCallback(() => resolve(), { timeout: 2000 }) : setTimeout(resolve, 200)))
  return new Promise((resolve) => {
    const el = document.querySelector(`[data-el="${CSS.escape(slice.id)}"]`)
    if (!el) return resolve()
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect()
        resolve()
      }
    }, { rootMargin: '200px' })
    observer.observe(el)
  })
}
