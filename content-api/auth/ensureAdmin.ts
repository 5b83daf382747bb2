import { Password, User, type Role } from '../../catalogue/model/entities/user.ts'
import { newId } from '../../catalogue/model/ids.ts'
import type { Db } from '../db/openDatabase.ts'
import { constraintError } from '../db/constraintError.ts'
import { now } from '../http/clock.ts'
import { generatePassword, hashPassword } from './passwords.ts'

/** Create a user with a password (hashed); the seed and the first-admin setup use it. */
export async function createUser(db: Db, input: { email: string; name: string; role: Role; password: string; sites?: string[]; agency?: string; markets?: string[] }): Promise<User> {
  const password = Password.parse(input.password)
  const { password: _p, ...fields } = input
  const user = User.parse({ id: newId(), ...fields, sites: input.sites ?? [] })
  const at = now()
  try {
    await db.kysely
      .insertInto('users')
      .values({ id: user.id, email: user.email, name: user.name, role: user.role, password_hash: await hashPassword(password), document: JSON.stringify(user), version: 1, created_at: at, updated_at: at })
      .execute()
  } catch (error) {
    throw constraintError(error, 'user')
  }
  return user
}

export interface FirstAdmin {
  email: string
  /** Only when it was generated now: shown once, stored nowhere in the clear. */
  generatedPassword?: string
  created: boolean
}

/**
 * Make sure someone can sign in: when no admin exists, create one from ADMIN_EMAIL/ADMIN_PASSWORD, or with a
 * generated password the caller prints once.
 */
export async function ensureAdmin(db: Db, env: { email?: string; password?: string } = {}): Promise<FirstAdmin | undefined> {
  const existing = await db.kysely.selectFrom('users').select('email').where('role', '=', 'admin').executeTakeFirst()
  if (existing) return { email: existing.email, created: false }
  const email = env.email || 'admin@voix.localhost'
  if (env.password !== undefined) {
    const checked = Password.safeParse(env.password)
    if (!checked.success) throw new Error(`ADMIN_PASSWORD ${checked.error.issues[0]!.message}`)
  }
  const password = env.password ?? generatePassword()
  const user = await createUser(db, { email, name: 'Administrator', role: 'admin', password })
  return { email: user.email, created: true, ...(env.password === undefined ? { generatedPassword: password } : {}) }
}
