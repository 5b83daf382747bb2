import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ConfirmDialog } from '../shell/ConfirmDialog.tsx'
import type { RecordConfig, RecordDoc } from './RecordConfig.ts'
import { recordApi } from './recordApi.ts'

/** Asks before a delete and says what uses the record (a site's main menu, a resort's specials). */
export function DeleteRecordDialog({ config, doc, onDone }: { config: RecordConfig; doc: RecordDoc; onDone: (deleted: boolean) => void }) {
  const id = String(doc.id)
  const client = useQueryClient()
  const dependents = useQuery({ queryKey: ['dependents', config.api, id], queryFn: () => recordApi.dependents(config, id) })
  const remove = useMutation({
    mutationFn: () => recordApi.remove(config, id, Number(doc.version)),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['records', config.api] })
      void client.invalidateQueries({ queryKey: ['builds'] })
      onDone(true)
    },
  })
  return (
    <ConfirmDialog
      title={`Delete the ${config.noun} ‘${config.name(doc)}’?`}
      confirm={remove.isPending ? 'Deleting…' : `Delete ${config.noun}`}
      cancel="Cancel"
      busy={remove.isPending || dependents.isPending}
      onConfirm={() => remove.mutate()}
      onCancel={() => onDone(false)}
    >
      {dependents.isPending && <p>Checking what uses it…</p>}
      {dependents.isError && <p role="alert">Could not check what uses it: {dependents.error.message}</p>}
      {dependents.data?.length === 0 && <p>Nothing else uses it. This cannot be undone.</p>}
      {!!dependents.data?.length && (
        <>
          <p>These use it and will lose it:</p>
          <ul aria-label="What uses it">
            {dependents.data.map((d) => (
              <li key={`${d.entity}:${d.id}`}>{d.label}</li>
            ))}
          </ul>
        </>
      )}
      {remove.isError && <p role="alert">Not deleted: {remove.error.message}</p>}
    </ConfirmDialog>
  )
}
