/** A navigation that cannot complete; `fatal` ones show the error screen for their status. */
export class NavigationError extends Error {
  override name = 'NavigationError'
  constructor(
    message: string,
    readonly status: number,
    readonly fatal: boolean,
  ) {
    super(message)
  }
}
