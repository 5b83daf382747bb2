import { createContext } from 'react'

/**
 * 'hydrate': the first render in the browser over the prerendered HTML, where slices may wait to hydrate.
 * 'render': the server, and client navigation, where every slice renders at once.
 */
export const RenderMode = createContext<'hydrate' | 'render'>('render')
