import { createApi } from '../app.ts'
import { createUser, ensureAdmin } from '../auth/ensureAdmin.ts'
import { BuildQueue, type RunBuild } from '../builds/buildQueue.ts'
import { seedDemo } from '../seed/seedDemo.ts'
import { client, signIn } from './signIn.ts'
import type { testDatabases } from './testDatabases.ts'

type Opener = Awaited<ReturnType<typeof testDatabases>>[number]['open']

export const passwords = { admin: 'admin-password-1', editor: 'editor-password-1', reviewer: 'reviewer-password-1', agent: 'agent-password-1', restricted: 'restricted-password-1' }

/**
 * A real API on a fresh database with one signed-in client per role (the restricted editor may only work on
 * the hyatt-ziva site). `seed: true` loads the whole demo; otherwise just the sites it needs.
 */
export async function setupApi(open: Opener, options: { seed?: boolean; runBuild?: RunBuild; quietMs?: number; mediaDir?: string } = {}) {
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
  await ensureAdmin(db, { email: 'admin@test.example', password: passwords.admin })
  await createUser(db, { email: 'editor@test.example', name: 'Ed Itor', role: 'editor', password: passwords.editor })
  await createUser(db, { email: 'reviewer@test.example', name: 'Rev Iewer', role: 'reviewer', password: passwords.reviewer })
  await createUser(db, { email: 'restricted@test.example', name: 'Res Tricted', role: 'editor', password: passwords.restricted, sites: ['hyatt-ziva'] })
  if (!options.seed) await createUser(db, { email: 'agent@voix.localhost', name: 'Agent', role: 'agent', password: passwords.agent, sites: [] })
  const queue = new BuildQueue(db, { runBuild: options.runBuild, quietMs: options.quietMs ?? 30, maxWaitMs: 1000 })
  const api = createApi({ db, queue, mediaDir: options.mediaDir })
  const as = async (email: string, password: string) => client(api, (await signIn(api, email, password)).access_token)
  return {
    db,
    api,
    queue,
    admin: await as('admin@test.example', passwords.admin),
    editor: await as('editor@test.example', passwords.editor),
    reviewer: await as('reviewer@test.example', passwords.reviewer),
    restricted: await as('restricted@test.example', passwords.restricted),
    anonymous: client(api),
    close: async () => {
      queue.stop()
      await queue.idle().catch(() => undefined)
      await db.drop()
    },
  }
}
