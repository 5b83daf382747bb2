import { useQuery } from '@tanstack/react-query'
import { api } from '../api/client.ts'
import { signedIn } from '../auth/tokens.ts'

export const useMe = () => useQuery({ queryKey: ['me'], queryFn: api.me, enabled: !!signedIn(), retry: false, staleTime: 5 * 60_000 })
