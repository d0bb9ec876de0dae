/**
 * The folder rules of the architecture fail `npm run lint` when broken: each case below writes a
 * small tree with one deliberate violation and runs dependency-cruiser on it with the project's config.
 */
import { spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const project = process.cwd()
const sandbox = mkdtempSync(join(tmpdir(), 'depcruise-'))
const folders = ['core', 'ui', 'server']
afterAll(() => rmSync(sandbox, { recursive: true, force: true }))

interface Violation {
  rule: { name: string }
  from: string
  to: string
}

/**
 * Writes the files into a fresh tree and returns the rules dependency-cruiser reports broken. The
 * tree is a workspace like the project's: its core/ is the package @proffsbutik/core (the project's
 * core/package.json), linked into a node_modules that otherwise holds the project's packages.
 */
function violations(name: string, files: Record<string, string>): string[] {
  const root = join(sandbox, name)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  const modules = join(root, 'node_modules')
  mkdirSync(join(modules, '@proffsbutik'), { recursive: true })
  for (const entry of readdirSync(join(project, 'node_modules'))) {
    if (entry !== '@proffsbutik') symlinkSync(join(project, 'node_modules', entry), join(modules, entry))
  }
  symlinkSync(join(root, 'core'), join(modules, '@proffsbutik/core'))
  cpSync(join(project, 'core/package.json'), join(root, 'core/package.json'))
  writeFileSync(
    join(root, 'package.json'),
    JSON.stringify({
      name: name,
      private: true,
      workspaces: ['core'],
      dependencies: { '@proffsbutik/core': '0.1.0' },
    }),
  )
  cpSync(join(project, 'tsconfig.json'), join(root, 'tsconfig.json'))
  const result = spawnSync(
    join(project, 'node_modules/.bin/depcruise'),
    [
      '--config',
      join(project, '.dependency-cruiser.cjs'),
      '--output-type',
      'json',
      ...folders.filter((folder) => existsSync(join(root, folder))),
    ],
    { cwd: root, encoding: 'utf8' },
  )
  const report = JSON.parse(result.stdout) as { summary: { violations: Violation[] } }
  return report.summary.violations.map((violation) => violation.rule.name).sort()
}

describe('dependency rules', () => {
  it('pass on a tree that keeps them', () => {
    expect(
      violations('clean', {
        'core/domain/rule.ts':
          "import { addDays } from 'date-fns'\nexport const later = (d: Date) => addDays(d, 1)\n",
        'core/usecases/use.ts':
          "import { Effect } from 'effect'\nimport { later } from '../domain/rule'\nexport const run = Effect.sync(() => later(new Date(0)))\n",
        'core/domain/index.ts': "export * from './rule'\n",
        'ui/page.ts': "import { later } from '@proffsbutik/core/domain'\nexport const page = later\n",
      }),
    ).toEqual([])
  })

  it('fail when a shell reaches into the core by its path instead of the package', () => {
    expect(
      violations('core-by-path', {
        'core/domain/rule.ts': 'export const later = 1\n',
        'server/page.ts': "import { later } from '../core/domain/rule'\nexport const page = later\n",
      }),
    ).toEqual(['core-through-its-package'])
  })

  it('fail when the domain imports a library or a shell', () => {
    expect(
      violations('impure-domain', {
        'core/domain/rule.ts':
          "import { Effect } from 'effect'\nimport { page } from '../../ui/page'\nexport const x = [Effect, page]\n",
        'ui/page.ts': 'export const page = 1\n',
      }),
    ).toEqual(['core-does-not-know-its-shells', 'domain-is-pure', 'domain-is-pure'])
  })

  it('fail when the UI reaches past ShopApi', () => {
    expect(
      violations('leaky-ui', {
        'core/usecases/use.ts': 'export const use = 1\n',
        'core/usecases/index.ts': "export * from './use'\n",
        'server/context.ts': 'export const context = 1\n',
        'ui/page.ts':
          "import { Effect } from 'effect'\nimport { use } from '@proffsbutik/core/usecases'\nimport { context } from '../server/context'\nexport const x = [Effect, use, context]\n",
      }),
    ).toEqual([
      'no-server-only-libraries-in-ui',
      'ui-imports-server-types-only',
      'ui-reaches-the-app-only-through-shopapi',
      'ui-types-only-from-rpc-table',
    ])
  })
})
