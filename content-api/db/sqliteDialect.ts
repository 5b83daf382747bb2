import type Sqlite from 'better-sqlite3'
import { SqliteDialect, type Driver } from 'kysely'

/**
 * SQLite's dialect, whose rollback is skipped when SQLite has already rolled the transaction back itself: it does so
 * on some errors (a full disk, SQLITE_FULL), and Kysely's own ROLLBACK then fails with "cannot rollback - no
 * transaction is active", which is thrown in place of the error that says what happened.
 */
export function sqliteDialect(database: Sqlite.Database): SqliteDialect {
  return new (class extends SqliteDialect {
    override createDriver(): Driver {
      const driver = super.createDriver()
      const rollback = driver.rollbackTransaction.bind(driver)
      driver.rollbackTransaction = async (connection) => {
        if (database.inTransaction) await rollback(connection)
      }
      return driver
    }
  })({ database })
}
