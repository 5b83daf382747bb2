import { useCallback, useState, type ReactNode } from 'react'
import { Link } from 'wouter'
import type { PreviewSite, SyncMessage } from '../../catalogue/sync/syncMessages.ts'
import type { StoredPage } from '../api/client.ts'
import { readCookie } from '../auth/cookies.ts'
import { useLeaveGuard } from '../shell/leaveGuard.ts'
import { readThemeColor } from '../shell/themeColor.ts'
import { PageSiteContext } from '../sections/PageSiteContext.ts'
import { EditorContext, useEditor, usePageStore } from './EditorContext.ts'
import { FieldPanel } from './fields/FieldPanel.tsx'
import { PageSettings } from './fields/PageSettings.tsx'
import { PreviewFrame } from './preview/PreviewFrame.tsx'
import { ReviewPanel, type PinRequest } from './review/ReviewPanel.tsx'
import { HelpLink } from '../documentation/HelpLink.tsx'
import { PagePresence } from '../team/PagePresence.tsx'
import { ScheduleBadge } from '../team/ScheduleBadge.tsx'
import { ScheduleButton, saveNamedVersion } from '../team/ScheduleButton.tsx'
import { useMe } from '../shell/useMe.ts'
import { SaveBar } from './save/SaveBar.tsx'
import { EditorRelease } from './release/EditorRelease.tsx'
import { mayEdit } from '../releases/releaseApi.ts'
import { createPageStore, isDirty, type PageStore } from './store/createPageStore.ts'
import { SyncContext } from './sync/SyncContext.ts'
import { useEditorSync } from './sync/useEditorSync.ts'
import { ElementTreePanel } from './tree/ElementTreePanel.tsx'
import { useDraftKeeping } from './useDraftKeeping.ts'
import { useUndoShortcuts } from './useShortcuts.ts'
import { useClipboardShortcuts } from './clipboard/useClipboardShortcuts.ts'

function Toolbar({ store }: { store: PageStore }) {
  const title = useEditor((s) => s.history.present.title)
  const canUndo = useEditor((s) => s.history.past.length > 0)
  const canRedo = useEditor((s) => s.history.future.length > 0)
  const reviewMode = useEditor((s) => s.admin.reviewMode)
  const focusMode = useEditor((s) => s.admin.focusMode)
  const refused = useEditor((s) => s.refused)
  const notice = useEditor((s) => s.notice)
  const page = useEditor((s) => s.history.present)
  const me = useMe()
  const saveVersion = async (name: string) => {
    const answer = await saveNamedVersion(page, store.getState().savedVersion, name)
    store.getState().markSaved(page, answer.version)
    return answer.versionId
  }
  return (
    <header className="editor__bar">
      <Link href="/">← Pages</Link>
      <strong className="editor__title">{title}</strong>
      <button type="button" disabled={!canUndo} onClick={() => store.getState().undo()} aria-keyshortcuts="Control+Z">
        Undo
      </button>
      <button type="button" disabled={!canRedo} onClick={() => store.getState().redo()} aria-keyshortcuts="Control+Shift+Z">
        Redo
      </button>
      <button type="button" aria-pressed={reviewMode} onClick={() => store.getState().setFlag('reviewMode', !reviewMode)}>
        Review
      </button>
      <button type="button" aria-pressed={focusMode} onClick={() => store.getState().setFlag('focusMode', !focusMode)}>
        Focus
      </button>
      <EditorRelease />
      {me.data && !mayEdit(me.data.role) ? (
        <span className="studio__muted">You are reviewing: your notes and verdict are saved with “Save review”.</span>
      ) : (
        <>
          <SaveBar />
          <ScheduleButton kind="pages" id={page.id} title={page.title} saveVersion={saveVersion} />
        </>
      )}
      <Link href={`~/voix/pages/history/${encodeURIComponent(page.id)}`}>History</Link>
      <HelpLink topic="building-a-page" newTab />
      <ScheduleBadge kind="pages" id={page.id} />
      <PagePresence pageId={page.id} edited={canUndo} myId={me.data?.id} />
      {refused && (
        <p role="alert" className="editor__refused">
          {refused}
        </p>
      )}
      {notice && (
        <p role="status" className="editor__notice">
          {notice}
        </p>
      )}
    </header>
  )
}

function SidePanel({ pin, onPinDone }: { pin: PinRequest | null; onPinDone: () => void }) {
  const reviewMode = useEditor((s) => s.admin.reviewMode)
  const hasSelection = useEditor((s) => s.admin.selectedElements.length > 0)
  const store = usePageStore()
  if (reviewMode || !hasSelection)
    return <aside className="editor__side">{reviewMode ? <ReviewPanel pin={pin} onPinDone={onPinDone} /> : <PageSettings />}</aside>
  return (
    <aside className="editor__side">
      {/* The page's own settings (title, path, description, search) are one click away whatever block is selected. */}
      <button type="button" className="editor__back" onClick={() => store.getState().selectElements([])}>
        ← Page settings
      </button>
      <FieldPanel />
    </aside>
  )
}

/** One open page: its store, its sync with other windows and previews, its kept edits and the leave guard. */
export function EditorSession({ loaded, site, previewSrc }: { loaded: StoredPage; site: PreviewSite | undefined; previewSrc: string }) {
  const [store] = useState(() => {
    const { version, published_version_id: _published, ...page } = loaded
    return createPageStore(page, version, { themeColor: readThemeColor(), releaseId: readCookie('voix-release-preview') ?? null })
  })
  const [pin, setPin] = useState<PinRequest | null>(null)
  useUndoShortcuts(store)
  useClipboardShortcuts(store)
  const onSelect = useCallback(
    (m: Extract<SyncMessage, { type: 'select' }>) => {
      const s = store.getState()
      // Pinned at the breakpoint the editor is looking at (the preview's own width may round below it).
      if (s.admin.reviewMode) setPin({ elementId: m.elementId, x: m.x, y: m.y, breakpoint: s.viewBreakpoint })
      else s.selectElements([m.elementId])
    },
    [store],
  )
  const sync = useEditorSync(store, site, onSelect)
  const drafts = useDraftKeeping(store)
  useLeaveGuard(() => ({ dirty: isDirty(store.getState()), releaseStatus: store.getState().history.present.current_release?.status }))
  return (
    <EditorContext.Provider value={store}>
      <PageSiteContext.Provider value={loaded.site_id}>
      <SyncContext.Provider value={sync.post}>
        <FocusFrame>
          <Toolbar store={store} />
          {drafts.resumed && (
            <p role="status" className="editor__restore">
              You are signed in again and your unsaved changes are back: save them when you are ready.
            </p>
          )}
          {drafts.offered && (
            <div role="alert" className="editor__restore">
              Unsaved edits from {new Date(drafts.offered.savedAt).toLocaleString()} were kept.
              <button type="button" className="studio__primary" onClick={drafts.restore}>
                Restore them
              </button>
              <button type="button" onClick={drafts.discard}>
                Discard
              </button>
            </div>
          )}
          <ElementTreePanel />
          <PreviewFrame src={previewSrc} />
          <SidePanel pin={pin} onPinDone={() => setPin(null)} />
        </FocusFrame>
      </SyncContext.Provider>
      </PageSiteContext.Provider>
    </EditorContext.Provider>
  )
}

/** Focus mode hides the tree and the side panel, leaving the preview. */
function FocusFrame({ children }: { children: ReactNode }) {
  const focusMode = useEditor((s) => s.admin.focusMode)
  return <div className={`editor${focusMode ? ' is-focus' : ''}`}>{children}</div>
}
