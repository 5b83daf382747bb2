import type { PagePayload } from '../../payload/PagePayload.ts'
import { PageView } from '../../render/PageView.tsx'

export default function Page({ payload, layout }: { payload: PagePayload; layout?: string }) {
  return <PageView payload={payload} layout={layout} />
}
