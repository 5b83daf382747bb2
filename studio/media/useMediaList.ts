import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { mediaApi, type MediaQuery } from './mediaApi.ts'

/** The library's list for a query, searched on the server; a keystroke waits briefly so typing sends few requests. */
export function useMediaList(query: MediaQuery) {
  const [q, setQ] = useState(query.q)
  useEffect(() => {
    const timer = setTimeout(() => setQ(query.q), 120)
    return () => clearTimeout(timer)
  }, [query.q])
  const settled = { ...query, q }
  return useQuery({ queryKey: ['media-library', settled], queryFn: ({ signal }) => mediaApi.list(settled, signal), placeholderData: keepPreviousData })
}
