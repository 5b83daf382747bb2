import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './routes/App.tsx'
import { startEditorQueries } from './editor/editorQueries.ts'
import { scheduleRefresh } from './auth/tokens.ts'
import { guardHistory } from './shell/historyGuard.ts'
import { readThemeColor } from './shell/themeColor.ts'
import './studio.css'

const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 10_000, retry: 1 } } })

document.documentElement.style.setProperty('--studio-theme', readThemeColor())
scheduleRefresh()
guardHistory()
startEditorQueries(queryClient)

createRoot(document.getElementById('studio')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  </StrictMode>,
)
