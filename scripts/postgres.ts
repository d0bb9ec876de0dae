/**
 * A throwaway PostgreSQL server for the PostgreSQL run of the service tests, from Debian's
 * `postgresql` package. initdb refuses root, so as root it runs as the `postgres` user.
 */
import { execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import { join } from 'node:path'

/** A running temporary server. */
export interface TemporaryPostgres {
  readonly url: string
  /** The server's processes now: the postmaster and its children (for CPU accounting in benchmarks). */
  processIds(): number[]
  /** Restarts the server: `fast` ends the sessions cleanly, `immediate` as a crash would. */
  restart(mode?: 'fast' | 'immediate'): void
  stop(): void
}

/** The bin directory of the newest installed PostgreSQL, if any. */
export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const versions = readdirSync(root).filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0]
  return newest ? join(root, newest, 'bin') : undefined
}

/** Starts a server on `port` in a new directory; throws when PostgreSQL is not installed. */
export function startTemporaryPostgres(port = 55_432): TemporaryPostgres {
  const bin = postgresBinDir()
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql)')
  const dir = mkdtempSync(join(tmpdir(), 'proffsbutik-pg-'))
  const asRoot = userInfo().uid === 0
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
    chownSync(dir, uid, gid)
  }
  const run = (command: string, args: string[]) => {
    const quoted = [join(bin, command), ...args].map((arg) => `'${arg.replaceAll("'", "'\\''")}'`).join(' ')
    execFileSync(
      asRoot ? 'su' : 'sh',
      asRoot ? ['postgres', '-s', '/bin/sh', '-c', quoted] : ['-c', quoted],
      { stdio: 'pipe' },
    )
  }
  const data = join(dir, 'data')
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'app', '--no-sync'])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`
  run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-o', options, 'start'])
  return {
    url: `postgres://app@127.0.0.1:${port}/postgres`,
    processIds() {
      const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0])
      return [postmaster, ...childProcessIds(postmaster)]
    },
    restart(mode = 'fast') {
      run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop'])
      run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-o', options, 'start'])
    },
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}

/** The processes whose parent is `parent`, from /proc (Linux). */
function childProcessIds(parent: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent
      } catch {
        return false // ended while listed
      }
    })
    .map(Number)
}
