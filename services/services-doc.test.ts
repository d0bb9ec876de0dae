/** docs/services.md lists exactly the routes the services answer. */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { servicesApp } from './index'
import type { ServiceDeps } from './platform/deps'

/** Building the routes needs no database: handlers only run on requests. */
const deps = new Proxy({} as ServiceDeps, {
  get: (_target, name) => {
    throw new Error(`The route table must not touch deps.${String(name)}`)
  },
})

describe('docs/services.md', () => {
  it('lists every route the services answer, and nothing more', () => {
    const answered = new Set(
      servicesApp(deps)
        .routes.filter((route) => route.method !== 'ALL')
        .map((route) => `${route.method} ${route.path}`),
    )
    const doc = readFileSync(join(process.cwd(), 'docs/services.md'), 'utf8')
    const listed = new Set(
      [...doc.matchAll(/^\|\s*(GET|POST|PUT|DELETE|PATCH)\s*\|\s*(\/services\/\S+)\s*\|/gm)].map(
        (m) => `${m[1]} ${m[2]!.replace(/\\/g, '')}`,
      ),
    )
    expect([...answered].filter((route) => !listed.has(route)).sort()).toEqual([])
    expect([...listed].filter((route) => !answered.has(route)).sort()).toEqual([])
  })
})
