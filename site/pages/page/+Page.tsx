import type { PagePayload } from '../../payload/PagePayload.ts'
import { PageView } from '../../render/PageView.tsx'

export default function Page({ payload }: { payload: PagePayload }) {
  return <PageView payload={payload} />
}
