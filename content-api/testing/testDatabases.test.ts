import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { dropTestSchema, postgresUrl, testDatabases } from './testDatabases.ts'

const postgres = (await testDatabases()).find((d) => d.name === 'postgres')

describe.runIf(postgres)('PostgreSQL test schemas', () => {
  it('open while other schemas are dropped, as test files running side by side do', async () => {
    // Unguarded, about one open in four failed here with 'schema "<the dropped one>" does not exist'.
    let opening = true
    const dropping = (async () => {
      const client = new pg.Client({ connectionString: postgresUrl })
      await client.connect()
      try {
        for (let i = 0; opening; i++) {
          const schema = `t_dropped_${process.pid}_${i}`
          await client.query(`CREATE SCHEMA ${schema}; CREATE TABLE ${schema}.rows (id serial PRIMARY KEY, text text)`)
          await dropTestSchema(schema)
        }
      } finally {
        await client.end()
      }
    })()
    const failures: string[] = []
    try {
      for (let i = 0; i < 12; i++) {
        const db = await postgres!.open().catch((error: Error) => void failures.push(error.message))
        await db?.drop()
      }
    } finally {
      opening = false
      await dropping
    }
    expect(failures).toEqual([])
  }, 60_000)
})
