/**
 * PGlite is one connection in this process. Kysely lends a connection to a transaction for its
 * whole length and to a plain query for one statement; with one connection shared and no one
 * waiting their turn, two transactions interleave their statements and one's ROLLBACK undoes the
 * other's writes. This driver lends the connection to one borrower at a time, the others queue —
 * what a pool of one connection does on a PostgreSQL server.
 */
import type { DatabaseConnection, Dialect, Driver, QueryCompiler, TransactionSettings } from 'kysely'

type Compile = QueryCompiler['compileQuery']

class SerialDriver implements Driver {
  #turn: Promise<void> = Promise.resolve()
  #release: (() => void) | undefined

  constructor(private readonly inner: Driver) {}

  init(): Promise<void> {
    return this.inner.init()
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.#turn
    let release!: () => void
    this.#turn = new Promise<void>((resolve) => (release = resolve))
    await previous
    try {
      const connection = await this.inner.acquireConnection()
      this.#release = release
      return connection
    } catch (error) {
      release()
      throw error
    }
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const release = this.#release
    this.#release = undefined
    try {
      await this.inner.releaseConnection(connection)
    } finally {
      release?.()
    }
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings)
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection)
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection)
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: Compile): Promise<void> {
    if (!this.inner.savepoint) throw new Error('The database driver has no savepoints')
    await this.inner.savepoint(connection, name, compile)
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: Compile): Promise<void> {
    if (!this.inner.rollbackToSavepoint) throw new Error('The database driver has no savepoints')
    await this.inner.rollbackToSavepoint(connection, name, compile)
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: Compile): Promise<void> {
    if (!this.inner.releaseSavepoint) throw new Error('The database driver has no savepoints')
    await this.inner.releaseSavepoint(connection, name, compile)
  }

  destroy(): Promise<void> {
    return this.inner.destroy()
  }
}

/** The dialect with its one connection lent to one borrower at a time. */
export function serialDialect(inner: Dialect): Dialect {
  return {
    createAdapter: () => inner.createAdapter(),
    createDriver: () => new SerialDriver(inner.createDriver()),
    createIntrospector: (db) => inner.createIntrospector(db),
    createQueryCompiler: () => inner.createQueryCompiler(),
  }
}
