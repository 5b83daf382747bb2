/** The 404 screen, in the site's own chrome. `message` says what was not found, for people and tests alike. */
export function NotFoundScreen({ message }: { message?: string }) {
  return (
    <section className="v-error v-error--404" data-error-status={404} data-error-message={message}>
      <h1>404 ERROR</h1>
      <p className="v-error__lead">Sorry, we can&apos;t find that page.</p>
      <p>Picture yourself on the beach instead: warm sand, a gentle breeze, and a drink with a little umbrella in it.</p>
      <p className="v-error__links">
        <a className="v-button" href="/">
          Back to the homepage
        </a>
        <a className="v-button" href="/specials">
          See our specials
        </a>
      </p>
    </section>
  )
}
