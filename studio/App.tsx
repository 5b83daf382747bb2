import { useEffect, useState } from 'react'
import { PageList } from './routes/PageList.tsx'
import { PageViewer } from './routes/PageViewer.tsx'

function usePathname(): [string, (to: string) => void] {
  const [pathname, setPathname] = useState(() => window.location.pathname)
  useEffect(() => {
    const onPop = () => setPathname(window.location.pathname)
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [])
  const navigate = (to: string) => {
    window.history.pushState(null, '', to)
    setPathname(to)
  }
  return [pathname, navigate]
}

export function App() {
  const [pathname, navigate] = usePathname()
  const pageId = /^\/voix\/pages\/([^/]+)$/.exec(pathname)?.[1]
  return (
    <div className="studio">
      <header className="studio__bar">
        <a href="/voix" onClick={(e) => (e.preventDefault(), navigate('/voix'))}>
          Voix studio
        </a>
      </header>
      <main className="studio__main">
        {pageId ? <PageViewer id={decodeURIComponent(pageId)} /> : <PageList open={(id) => navigate(`/voix/pages/${encodeURIComponent(id)}`)} />}
      </main>
    </div>
  )
}
