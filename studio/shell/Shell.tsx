import { useEffect, useState, type ReactNode } from 'react'
import { Link, useLocation } from 'wouter'
import { signOut } from '../auth/tokens.ts'
import { HelpLink } from '../documentation/HelpLink.tsx'
import { BuildStatus } from './BuildStatus.tsx'
import { currentHref, navFor } from './studioNav.ts'
import { useMe } from './useMe.ts'

/**
 * The studio's frame: a top bar (build status, help, profile, sign out) and the sections in named groups, a
 * column beside the screen on wide windows and behind a Menu button on phones. A section the role may not use
 * is not listed (the API refuses it anyway).
 */
export function Shell({ children }: { children: ReactNode }) {
  const me = useMe()
  const [location, navigate] = useLocation()
  const [open, setOpen] = useState(false)
  const current = currentHref(location)
  // A section chosen on a phone closes the menu.
  useEffect(() => setOpen(false), [location])
  return (
    <div className="studio">
      <header className="studio__bar">
        <button type="button" className="studio__menu" aria-expanded={open} aria-controls="studio-nav" onClick={() => setOpen((o) => !o)}>
          Menu
        </button>
        <Link href="/" className="studio__brand">
          Voix studio
        </Link>
        <span className="studio__me">
          <BuildStatus />
          <HelpLink />
          <Link href="/profile" aria-current={location === '/profile' ? 'page' : undefined}>
            {me.data?.name ?? me.data?.email ?? 'Profile'}
          </Link>
          <button type="button" onClick={() => void signOut().then(() => navigate('/login'))}>
            Sign out
          </button>
        </span>
      </header>
      <div className="studio__body">
        <nav id="studio-nav" aria-label="Studio" className={`studio__nav${open ? ' is-open' : ''}`}>
          {navFor(me.data?.role).map((group) => (
            // A plain box, not a labelled region: the group's name must not compete with form labels such as 'Site'.
            <div key={group.label} className="studio__navgroup">
              <h2>{group.label}</h2>
              <ul>
                {group.links.map((l) => (
                  <li key={l.href}>
                    <Link href={l.href} aria-current={l.href === current ? 'page' : undefined}>
                      {l.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <main className="studio__main">{children}</main>
      </div>
    </div>
  )
}
