import type { Db } from '../db/openDatabase.ts'
import { DbFailureLog } from './DbFailureLog.ts'
import { FailureLog } from './failureLog.ts'

export interface SignInLimitOptions {
  /** Failed sign-ins from one client address, whatever the accounts, before it is refused. */
  perAddress: number
  /** Failed sign-ins to one account from one address before that pair is refused. */
  perAccountAndAddress: number
  /** Failed sign-ins to one account from anywhere before every attempt on it is slowed down. */
  slowDownAfter: number
  windowMs: number
  /** Keys each log holds at most (failureLog.ts). */
  capacity: number
  /** How an attempt is slowed down; tests record instead of waiting. */
  wait: (ms: number) => Promise<void>
  now: () => number
  /**
   * Keep the failure logs in this database (DbFailureLog) instead of this process's memory: on PostgreSQL, where
   * several instances may share the database and each must see every failure. The embedded SQLite has one process.
   */
  db?: Db
}

/** What the limits need of a failure log, in memory or in the database. */
interface Log {
  count(key: string): number | Promise<number>
  /** One failure recorded ahead, unless `max` are in the window already (then undefined); see FailureLog.reserve. */
  reserve(key: string): number | undefined | Promise<number | undefined>
  /** Takes back one failure recorded ahead at `at`. */
  release(key: string, at: number): void | Promise<void>
  fail(key: string): boolean | Promise<boolean>
  clear(key: string): void | Promise<void>
}

export const defaultSignInLimits: SignInLimitOptions = {
  perAddress: 20,
  perAccountAndAddress: 10,
  slowDownAfter: 10,
  windowMs: 15 * 60_000,
  capacity: 100_000,
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: Date.now,
}

export type Refusal = { by: 'address' | 'account'; message: string }

/** One admitted sign-in attempt: counted as a failure from the start, until its password proves right. */
export interface Attempt {
  refused?: undefined
  /** The password was wrong (or the account cannot sign in): the failure stays counted. */
  failed(): Promise<void>
  /** The right password: this attempt is not a failure, and that address's failures on this account are forgiven. */
  succeeded(): Promise<void>
  /** Not a failure, nothing forgiven (the right password for a client the account may not use). */
  released(): Promise<void>
}

/**
 * Sign-in limits that stop guessing without handing anyone a way to lock the admin out:
 * - one client address gets `perAddress` failures in the window, over all accounts (no spraying many accounts);
 * - one account gets `perAccountAndAddress` failures from each address: a client that got it wrong is refused,
 *   the owner signing in from elsewhere is not;
 * - past `slowDownAfter` failures from anywhere, every attempt on that account waits (0.5 s, doubling, at most
 *   5 s) before its password is checked: guessing from many addresses slows down, the right password still works.
 *
 * Concurrency cannot stretch them: an attempt is counted as a failure before its password is checked, in the same
 * step that looks at the count (a reservation: one synchronous step in memory, one transaction holding the key's
 * row in the database), and the count is taken back only when the password proves right. So 300 attempts sent at
 * once from one address check at most `perAddress` passwords.
 */
export function createSignInLimits(options: Partial<SignInLimitOptions> = {}) {
  const o = { ...defaultSignInLimits, ...options }
  const log = (name: string, max: number): Log => (o.db ? new DbFailureLog(o.db, name, max, o.windowMs, o.capacity, o.now) : new FailureLog(max, o.windowMs, o.capacity, o.now))
  const addresses = log('address', o.perAddress)
  const pairs = log('account-address', o.perAccountAndAddress)
  // Keeps a few failures past the threshold: enough to reach the longest wait.
  const accounts = log('account', o.slowDownAfter + 4)
  const pair = (account: string, address: string) => `${account}\n${address}`
  const minutes = Math.round(o.windowMs / 60_000)

  return {
    /** Before the password is checked: a refusal, or (after any slow-down) the attempt, reserved, to settle once it is. */
    async attempt(account: string, address: string): Promise<{ refused: Refusal } | Attempt> {
      const byAddress = await addresses.reserve(address)
      if (byAddress === undefined) return { refused: { by: 'address', message: `Too many failed sign-ins from your network; wait ${minutes} minutes and try again` } }
      const byPair = await pairs.reserve(pair(account, address))
      if (byPair === undefined) {
        await addresses.release(address, byAddress)
        return { refused: { by: 'account', message: `Too many failed attempts; wait ${minutes} minutes and try again` } }
      }
      const beyond = (await accounts.count(account)) - o.slowDownAfter
      if (beyond >= 0) await o.wait(Math.min(500 * 2 ** beyond, 5000))
      const release = async () => {
        await addresses.release(address, byAddress)
        await pairs.release(pair(account, address), byPair)
      }
      return {
        failed: async () => void (await accounts.fail(account)),
        succeeded: async () => {
          await addresses.release(address, byAddress)
          await pairs.clear(pair(account, address))
        },
        released: release,
      }
    },
  }
}
export type SignInLimits = ReturnType<typeof createSignInLimits>
