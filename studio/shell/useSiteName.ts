import { useQuery } from '@tanstack/react-query'
import { api } from '../api/client.ts'

/**
 * A site's name as editors know it ("Hyatt Ziva"), by its id: screens show sites by name, never by their slugs.
 * The id stands in only while the sites load, or for a site deleted since.
 */
export function useSiteName(): (id: string | null | undefined) => string {
  const sites = useQuery({ queryKey: ['sites'], queryFn: api.listSites, staleTime: 60_000 })
  return (id) => (id ? (sites.data?.find((s) => s.id === id)?.name ?? id) : 'every site')
}
