import { create } from 'zustand'
import type { EditorProblem } from '../../../catalogue/blocks/problemForEditor.ts'

/**
 * The problems of the last refused save, so each is shown next to the field it concerns (FieldRow, PageSettings)
 * while the save bar only says where. Cleared by the next save and when the editor closes.
 */
export const useSaveProblems = create<{ problems: EditorProblem[]; set: (problems: EditorProblem[]) => void }>((set) => ({
  problems: [],
  set: (problems) => set({ problems }),
}))

/** The refused save's problem for one element's field (or, with no element, a page setting), if any. */
export const useFieldSaveProblem = (elementId: string | undefined, field: string) =>
  useSaveProblems((s) => s.problems.find((p) => p.elementId === elementId && p.field === field))
