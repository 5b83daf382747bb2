/** platform.md §4, admin state: what the editor has selected and which modes are on. */
export interface AdminState {
  /** `${elementId}:${fieldName}` of the field being edited. */
  selectedField: string | null
  /** `${elementId}:${groupName}` of the field group being edited. */
  selectedGroup: string | null
  selectedElements: string[]
  focusMode: boolean
  reviewMode: boolean
  loading: boolean
  dragging: boolean
  releaseId: string | null
  themeColor: string
  contextMenu: { x: number; y: number; elementId: string } | null
}

export const defaultThemeColor = '#4338ca'

export function initialAdminState(overrides: Partial<AdminState> = {}): AdminState {
  return {
    selectedField: null,
    selectedGroup: null,
    selectedElements: [],
    focusMode: false,
    reviewMode: false,
    loading: false,
    dragging: false,
    releaseId: null,
    themeColor: defaultThemeColor,
    contextMenu: null,
    ...overrides,
  }
}

/** Selecting a field clears the group selection; selecting the same field again unselects it. */
export function selectField(state: AdminState, field: string | null): AdminState {
  return { ...state, selectedField: field !== null && state.selectedField === field ? null : field, selectedGroup: null }
}

/** Selecting a group clears the field selection; selecting the same group again unselects it. */
export function selectGroup(state: AdminState, group: string | null): AdminState {
  return { ...state, selectedGroup: group !== null && state.selectedGroup === group ? null : group, selectedField: null }
}

/** Changing the selected elements clears both the field and the group selection. */
export function selectElements(state: AdminState, ids: readonly string[]): AdminState {
  const same = ids.length === state.selectedElements.length && ids.every((id, i) => id === state.selectedElements[i])
  if (same) return state
  return { ...state, selectedElements: [...ids], selectedField: null, selectedGroup: null }
}

export function setAdminFlag(state: AdminState, flag: 'focusMode' | 'reviewMode' | 'loading' | 'dragging', on: boolean): AdminState {
  return state[flag] === on ? state : { ...state, [flag]: on }
}

export function setReleaseId(state: AdminState, releaseId: string | null): AdminState {
  return { ...state, releaseId }
}

export function setThemeColor(state: AdminState, themeColor: string): AdminState {
  if (!/^#[0-9a-fA-F]{6}$/.test(themeColor)) throw new Error(`Theme colour '${themeColor}' must be a hex colour such as #4338ca`)
  return { ...state, themeColor }
}

export function openContextMenu(state: AdminState, at: AdminState['contextMenu']): AdminState {
  return { ...state, contextMenu: at }
}
