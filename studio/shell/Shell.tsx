import type { ReactNode } from 'react'
import { Link, useLocation } from 'wouter'
import { can, type Capability } from '../../catalogue/model/capabilities.ts'
import { signOut } from '../auth/tokens.ts'
import { recordConfigs } from '../records/recordConfigs.ts'
import { HelpLink } from '../routes/documentation/HelpLink.tsx'
import { BuildStatus } from './BuildStatus.tsx'
import { useMe } from './useMe.ts'

/** The navigation; a section needing a capability the role lacks is not shown (the API refuses it anyway). */
const sections: [string, string, Capability?][] = [
  ['/', 'Pages'],
  ['/media', 'Media'],
  ['/releases', 'Releases'],
  ...recordConfigs.map((c): [string, string, Capability] => [c.path, c.title, c.read]),
  ['/forms', 'Forms'],
  ['/webhooks', 'Webhooks'],
  ['/publishing', 'Publishing'],
  ['/audit', 'Audit log', 'users:manage'],
  ['/slicer', 'Slicer'],
  ['/style-guide', 'Style guide'],
  ['/caches', 'Caches', 'caches:manage'],
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
          {sections
            .filter(([, , needs]) => !needs || can(me.data?.role, needs))
            .map(([href, label]) => (
              <Link key={href} href={href}>
                {label}
              </Link>
            ))}
        </nav>
        <span className="studio__me">
          <BuildStatus />
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
