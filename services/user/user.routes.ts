/** The user base: users, permissions, role and permission names. */
import { permissionDenyFeatures, roles } from '../../core/domain/roles'
import { requireCaller, type CallerEnv } from '../platform/caller'
import { decodeOr400 } from '../platform/decode'
import type { ServiceDeps } from '../platform/deps'
import { Id } from '../platform/schemas'
import { serviceApp } from '../platform/service-app'
import { readUserFor } from './users'

/** The user service's routes; every one needs a caller. */
export function userRoutes(deps: ServiceDeps) {
  const app = serviceApp<CallerEnv>()
  app.use('*', requireCaller(deps))

  app.get('/v2/users/:id', async (c) =>
    c.json(await readUserFor(deps.db, c.get('caller'), decodeOr400(Id, c.req.param('id')))),
  )

  app.get('/users/name/:id', async (c) => {
    const user = await readUserFor(deps.db, c.get('caller'), decodeOr400(Id, c.req.param('id')))
    return c.json({
      userId: user.userId,
      firstName: user.firstName,
      lastName: user.lastName,
      fullName: `${user.firstName} ${user.lastName}`,
    })
  })

  app.get('/v2/permissions/:id', async (c) => {
    const user = await readUserFor(deps.db, c.get('caller'), decodeOr400(Id, c.req.param('id')))
    return c.json({ userId: user.userId, customerPermissions: user.customerPermissions })
  })

  app.get('/role-names', (c) => c.json({ data: roles.map((role) => ({ role })) }))
  app.get('/permission-names', (c) =>
    c.json({ data: Object.entries(permissionDenyFeatures).map(([code, feature]) => ({ code, feature })) }),
  )
  return app
}
