import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

const params = { N: 16384, r: 8, p: 1 } as const
const keyLength = 32

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key))),
  )
}

/** `scrypt$N$r$p$salt$hash` (base64url): the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, params)
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) })
  return key.length === expected.length && timingSafeEqual(key, expected)
}

/** A hash that matches no password, compared against when the email is unknown so timing does not tell. */
export const unusableHash = `scrypt$${params.N}$${params.r}$${params.p}$${randomBytes(16).toString('base64url')}$${randomBytes(keyLength).toString('base64url')}`

/** A password for a generated account: 24 characters from a CSPRNG. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url')
}
