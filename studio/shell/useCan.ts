import { can, type Capability } from '../../catalogue/model/capabilities.ts'
import { useMe } from './useMe.ts'

/** Whether the signed-in user's role allows this (the API's own table); false until the profile has loaded. */
export function useCan(capability: Capability): boolean {
  const me = useMe()
  return Boolean(me.data && can(me.data.role, capability))
}
