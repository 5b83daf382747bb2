import { can, type Capability } from '../../catalogue/model/capabilities.ts'
import { useMe } from '../shell/useMe.ts'

/** Whether the signed-in user's role has a capability (the same table the API enforces); false until known. */
export function useCan(capability: Capability): boolean {
  const me = useMe()
  return can(me.data?.role, capability)
}
