import type { ReactNode } from 'react'
import { Link, useLocation } from 'wouter'
import { signOut } from '../auth/tokens.ts'
import { HelpLink } from '../routes/documentation/HelpLink.tsx'
import { useMe } from './useMe.ts'

const sections: [string, string][] = [
  ['/', 'Pages'],
  ['/media', 'Media'],
  ['/releases', 'Releases'],
  ['/head-tags', 'Head tags'],
  ['/redirects', 'Redirects'],
  ['/users', 'Users'],
  ['/forms', 'Forms'],
  ['/webhooks', 'Webhooks'],
  ['/audit', 'Audit log'],
  ['/slicer', 'Slicer'],
  ['/cookbook', 'Cookbook'],
  ['/documentation', 'Documentation'],
]

export function Shell({ children }: { children: ReactNode }) {
  const me = useMe()
  const [, navigate] = useLocation()
  return (
    <div className="studio">
      <header className="studio__bar">
        <Link href="/" className="studio__brand">
          Voix studio
        </Link>
        <nav aria-label="Studio">
          {sections.map(([href, label]) => (
            <Link key={href} href={href}>
              {label}
            </Link>
          ))}
        </nav>
        <span className="studio__me">
          <HelpLink />
          <Link href="/profile">{me.data?.name ?? me.data?.email ?? 'Profile'}</Link>
          <button type="button" onClick={() => void signOut().then(() => navigate('/login'))}>
            Sign out
          </button>
        </span>
      </header>
      <main className="studio__main">{children}</main>
    </div>
  )
}
