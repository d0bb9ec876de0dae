/**
 * What `npm test` needs on the machine beyond npm's packages, and how it gets it: Debian's Chromium
 * for the journeys, PostgreSQL for the service tests' second run, LibreOffice Calc and poppler for
 * the spreadsheet and document tests. As root (a fresh machine, CI) the missing ones are installed
 * with apt; as anyone else `npm test` stops at once with the one command that installs them.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { userInfo } from 'node:os'
import { postgresBinDir } from './postgres'

/** One program the tests need, the Debian package that brings it, and how to see it is there. */
export interface Prerequisite {
  readonly name: string
  readonly aptPackage: string
  readonly installed: () => boolean
}

/** Whether `command` is on the PATH. */
function onPath(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0
}

/** What the tests need. CHROMIUM_PATH names another Chromium than Debian's. */
export const prerequisites: readonly Prerequisite[] = [
  {
    name: 'Chromium',
    aptPackage: 'chromium',
    installed: () => existsSync(process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium'),
  },
  { name: 'PostgreSQL', aptPackage: 'postgresql', installed: () => postgresBinDir() !== undefined },
  { name: 'LibreOffice Calc', aptPackage: 'libreoffice-calc-nogui', installed: () => onPath('soffice') },
  { name: 'poppler', aptPackage: 'poppler-utils', installed: () => onPath('pdftoppm') },
]

/** The one command that installs `missing`. */
export function installCommand(missing: readonly Prerequisite[]): string {
  const packages = missing.map((prerequisite) => prerequisite.aptPackage).join(' ')
  return `apt-get update && apt-get install -y --no-install-recommends ${packages}`
}

/**
 * Installs what is missing when this process may (root with apt-get), or says what to run and
 * returns false. True once everything is there.
 */
export function ensurePrerequisites(): boolean {
  const missing = prerequisites.filter((prerequisite) => !prerequisite.installed())
  if (missing.length === 0) return true
  const names = missing.map((prerequisite) => prerequisite.name).join(', ')
  const command = installCommand(missing)
  if (userInfo().uid !== 0 || !onPath('apt-get')) {
    console.error(
      `npm test needs ${names}, which this machine does not have. Install with:\n\n  sudo ${command}\n`,
    )
    return false
  }
  console.log(`Installing ${names} with apt-get (npm test needs them) …`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  const install =
    update.status === 0 &&
    spawnSync(
      'apt-get',
      ['install', '-y', '-qq', '--no-install-recommends', ...missing.map((item) => item.aptPackage)],
      { stdio: ['ignore', 'ignore', 'inherit'], env },
    ).status === 0
  const still = missing.filter((prerequisite) => !prerequisite.installed())
  if (install && still.length === 0) return true
  console.error(
    `apt-get could not install ${still.map((item) => item.name).join(', ') || names}. Try:\n\n  ${command}\n`,
  )
  return false
}
