import { useEffect, type ReactNode } from 'react'

/** Calls `onShown` once a screen is in the DOM: the runtime then wires up what the markup asks for. */
export function AfterRender({ onShown, children }: { onShown: () => void; children: ReactNode }) {
  useEffect(onShown, [onShown])
  return children
}
