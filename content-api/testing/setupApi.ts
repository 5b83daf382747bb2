import { createApi, type ApiOptions } from '../app.ts'
import { User, type Role } from '../../catalogue/model/entities/user.ts'
import { newId } from '../../catalogue/model/ids.ts'
import { hashPassword } from '../auth/passwords.ts'
import { issueTokens } from '../auth/tokens.ts'
import type { Db } from '../db/openDatabase.ts'
import type { RunBuild } from '../builds/buildQueue.ts'
import { LocalBuildQueue } from '../builds/LocalBuildQueue.ts'
import { seedDemo } from '../seed/seedDemo.ts'
import { client } from './signIn.ts'
import type { testDatabases } from './testDatabases.ts'

type Opener = Awaited<ReturnType<typeof testDatabases>>[number]['open']

/** One password for every test user, hashed once per process: scrypt is slow by design. */
const password = 'test-password-123'
export const passwords = { admin: password, editor: password, reviewer: password, agent: password, restricted: password }
let hashed: Promise<string> | undefined

async function addUser(db: Db, email: string, role: Role, sites: string[] = []) {
  hashed ??= hashPassword(password)
  const user = User.parse({ id: newId(), email, name: email.split('@')[0]!, role, sites })
  const at = new Date().toISOString()
  await db.kysely
    .insertInto('users')
    .values({ id: user.id, email: user.email, name: user.name, role, password_hash: await hashed, document: JSON.stringify(user), version: 1, created_at: at, updated_at: at })
    .execute()
  return user
}

/**
 * A real API on a fresh database with one signed-in client per role (the restricted editor may only work on
 * the hyatt-ziva site). `seed: true` loads the whole demo; otherwise just the sites it needs.
 */
export async function setupApi(open: Opener, options: { seed?: boolean; runBuild?: RunBuild; quietMs?: number; mediaDir?: string; api?: Partial<ApiOptions> } = {}) {
  const db = await open()
  if (options.seed) await seedDemo(db, { agentPassword: passwords.agent })
  else {
    const at = new Date().toISOString()
    for (const [id, layout] of [['playaresorts', 'playaresorts'], ['hyatt-ziva', 'hyatt-ziva']] as const)
      await db.kysely
        .insertInto('sites')
        .values({ id, slug: id, name: id, kind: 'brand', layout, document: JSON.stringify({ id, slug: id, name: id, kind: 'brand', layout, hosts: [`${id}.localhost`], locales: ['en'], isDefault: id === 'playaresorts' }), version: 1, created_at: at, updated_at: at })
        .execute()
  }
  const users = {
    admin: await addUser(db, 'admin@test.example', 'admin'),
    editor: await addUser(db, 'editor@test.example', 'editor'),
    reviewer: await addUser(db, 'reviewer@test.example', 'reviewer'),
    restricted: await addUser(db, 'restricted@test.example', 'editor', ['hyatt-ziva']),
  }
  if (!options.seed) await addUser(db, 'agent@voix.localhost', 'agent')
  const queue = new LocalBuildQueue(db, { runBuild: options.runBuild, quietMs: options.quietMs ?? 30, maxWaitMs: 1000 })
  // Requests are made to http://localhost/…, so that is the public origin here.
  const api = createApi({ db, queue, mediaDir: options.mediaDir, publicUrl: 'http://localhost', signInLimits: { wait: async () => undefined }, ...options.api })
  // Tokens as the token endpoint issues them; the sign-in flow itself is tested in auth/auth.test.ts.
  const as = async (userId: string) => client(api, (await issueTokens(db, userId, 'voix-studio')).access_token)
  return {
    db,
    api,
    queue,
    admin: await as(users.admin.id),
    editor: await as(users.editor.id),
    reviewer: await as(users.reviewer.id),
    restricted: await as(users.restricted.id),
    anonymous: client(api),
    close: async () => {
      await queue.stop()
      await queue.idle().catch(() => undefined)
      await db.drop()
    },
  }
}
