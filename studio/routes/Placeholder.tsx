/** A screen of the shell whose content another part of the studio provides; it says what it will hold. */
export function Placeholder({ title, holds }: { title: string; holds: string }) {
  return (
    <section>
      <h1>{title}</h1>
      <p className="studio__muted">{holds}</p>
    </section>
  )
}
