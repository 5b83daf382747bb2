import { describe, expect, it } from 'vitest'
import { testDatabases } from '../testing/testDatabases.ts'
import { ensureAdmin } from './ensureAdmin.ts'
import { verifyPassword } from './passwords.ts'

const databases = await testDatabases()

describe.each(databases)('the first admin on $name', ({ open }) => {
  it('comes from ADMIN_EMAIL and ADMIN_PASSWORD, once', async () => {
    const db = await open()
    try {
      expect(await ensureAdmin(db, { email: 'Boss@Example.com', password: 'a-chosen-password' })).toEqual({ email: 'boss@example.com', created: true })
      const row = await db.kysely.selectFrom('users').select(['password_hash', 'role']).where('email', '=', 'boss@example.com').executeTakeFirstOrThrow()
      expect(row.role).toBe('admin')
      expect(await verifyPassword('a-chosen-password', row.password_hash)).toBe(true)
      expect(await ensureAdmin(db, { email: 'other@example.com', password: 'another-password' })).toEqual({ email: 'boss@example.com', created: false })
    } finally {
      await db.drop()
    }
  })

  it('is generated, with a password shown once, when none is given; a short ADMIN_PASSWORD is refused', async () => {
    const db = await open()
    try {
      await expect(ensureAdmin(db, { password: 'short' })).rejects.toThrow('ADMIN_PASSWORD must be at least 12 characters')
      const first = await ensureAdmin(db)
      expect(first).toMatchObject({ email: 'admin@voix.localhost', created: true, generatedPassword: expect.stringMatching(/^[\w-]{24}$/) })
      const row = await db.kysely.selectFrom('users').select('password_hash').executeTakeFirstOrThrow()
      expect(row.password_hash).not.toContain(first!.generatedPassword)
      expect(await verifyPassword(first!.generatedPassword!, row.password_hash)).toBe(true)
      expect((await ensureAdmin(db))?.generatedPassword).toBeUndefined()
    } finally {
      await db.drop()
    }
  })
})
