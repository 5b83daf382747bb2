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
  locked(key: string): boolean | Promise<boolean>
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

/**
 * Sign-in limits that stop guessing without handing anyone a way to lock the admin out:
 * - one client address gets `perAddress` failures in the window, over all accounts (no spraying many accounts);
 * - one account gets `perAccountAndAddress` failures from each address: a client that got it wrong is refused,
 *   the owner signing in from elsewhere is not;
 * - past `slowDownAfter` failures from anywhere, every attempt on that account waits (0.5 s, doubling, at most
 *   5 s) before its password is checked: guessing from many addresses slows down, the right password still works.
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
    /** Before the password is checked: a refusal, or undefined after any slow-down. */
    async admit(account: string, address: string): Promise<Refusal | undefined> {
      if (await addresses.locked(address)) return { by: 'address', message: `Too many failed sign-ins from your network; wait ${minutes} minutes and try again` }
      if (await pairs.locked(pair(account, address))) return { by: 'account', message: `Too many failed attempts; wait ${minutes} minutes and try again` }
      const beyond = (await accounts.count(account)) - o.slowDownAfter
      if (beyond >= 0) await o.wait(Math.min(500 * 2 ** beyond, 5000))
      return undefined
    },
    async failed(account: string, address: string): Promise<void> {
      await addresses.fail(address)
      await pairs.fail(pair(account, address))
      await accounts.fail(account)
    },
    /** The right password: that address's failures on this account are forgiven, not its failures elsewhere. */
    async succeeded(account: string, address: string): Promise<void> {
      await pairs.clear(pair(account, address))
    },
  }
}
export type SignInLimits = ReturnType<typeof createSignInLimits>
