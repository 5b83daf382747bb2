import { blockFragmentLimits, looksLikeBlockFragment } from '../../../catalogue/model/blockFragment.ts'

/**
 * The studio's clipboard for blocks: the system clipboard (as text, so blocks go between windows, tabs and sites),
 * and a copy in this origin's local storage for when the browser refuses the system clipboard (permission denied,
 * no secure context). See studio/editor/README.md, "Copy and paste".
 */
export const clipboardFallbackKey = 'voix-studio:clipboard'

interface Kept {
  text: string
  /** The system clipboard took the same text: it is then the one to trust (it may hold something newer since). */
  inSystem: boolean
}

function keep(kept: Kept): void {
  try {
    localStorage.setItem(clipboardFallbackKey, JSON.stringify(kept))
  } catch {
    // Storage full or disabled: the system clipboard is all there is.
  }
}

function kept(): Kept | undefined {
  try {
    const raw = localStorage.getItem(clipboardFallbackKey)
    if (!raw || raw.length > blockFragmentLimits.textLength * 2) return undefined
    const value = JSON.parse(raw) as Partial<Kept>
    return typeof value.text === 'string' ? { text: value.text, inSystem: value.inSystem === true } : undefined
  } catch {
    return undefined
  }
}

/** Puts copied blocks on the clipboard; true when the system clipboard took them (else only this studio's windows can paste them). */
export async function writeBlocks(text: string): Promise<boolean> {
  let inSystem = false
  try {
    await navigator.clipboard.writeText(text)
    inSystem = true
  } catch {
    inSystem = false
  }
  keep({ text, inSystem })
  return inSystem
}

/**
 * The text to paste: the system clipboard's when it holds blocks; else what this studio copied last, when the
 * system clipboard could not be read or never took it; else the system clipboard's other text (which the paste
 * then refuses, saying the clipboard holds no blocks).
 */
export async function readBlocks(): Promise<string> {
  let system: string | undefined
  try {
    system = await navigator.clipboard.readText()
  } catch {
    system = undefined
  }
  if (system !== undefined && looksLikeBlockFragment(system)) return system
  const own = kept()
  if (own && (system === undefined || !own.inSystem)) return own.text
  return system ?? ''
}
