import { Link } from 'wouter'

/** A studio address that no screen answers: the spec's 404 words, and a way back. */
export function NotFound() {
  return (
    <section>
      <h1>404 ERROR</h1>
      <p className="studio__muted">Sorry, we can't find that page.</p>
      <p>
        <Link href="/">Back to the pages</Link>
      </p>
    </section>
  )
}
