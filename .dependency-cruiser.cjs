/**
 * The folder rules of docs/ARCHITECTURE (shared/design/ARCHITECTURE.md), checked by `npm run lint`.
 * A deliberate violation fails the lint: see scripts/depcruise-rules.test.ts.
 */
/** Matches an npm package whether it resolved (…/node_modules/name/…) or not (bare `name`). */
const pkg = (...names) => `(^|node_modules/)(${names.join('|')})(/|$)`

module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'core/domain imports only itself, date-fns and @date-fns/tz.',
      severity: 'error',
      from: { path: '^core/domain/', pathNot: '\\.test\\.ts$' },
      to: {
        pathNot: ['^core/domain/', pkg('date-fns', '@date-fns/tz')],
      },
    },
    {
      name: 'ports-need-only-domain-and-effect',
      severity: 'error',
      from: { path: '^core/ports/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: ['^core/(domain|ports)/', pkg('effect')] },
    },
    {
      name: 'usecases-need-only-core-and-effect',
      severity: 'error',
      from: { path: '^core/usecases/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: ['^core/(domain|ports|usecases)/', pkg('effect')] },
    },
    {
      name: 'adapters-implement-core',
      comment: 'adapters import core and their libraries, never ui, server or services.',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: '^(ui|server|services)/' },
    },
    {
      name: 'ui-reaches-the-app-only-through-shopapi',
      comment: 'ui imports ui and core/domain; from the server only the ShopApi type of the RPC table.',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: '^(core/(ports|usecases)|adapters|services)/|^core/index\\.ts$' },
    },
    {
      name: 'ui-imports-server-types-only',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: '^server/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'ui-types-only-from-rpc-table',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: '^server/', pathNot: '^server/rpc/shop-api\\.rpc\\.ts$' },
    },
    {
      name: 'no-server-only-libraries-in-ui',
      comment: 'Effect, ky and graphql-request stay on the server (bundle budget).',
      severity: 'error',
      from: { path: '^ui/', pathNot: '\\.test\\.tsx?$' },
      to: { path: pkg('effect', 'ky', 'graphql-request', 'graphql'), dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'core-does-not-know-its-shells',
      severity: 'error',
      from: { path: '^core/' },
      to: { path: '^(ui|server|adapters|services)/' },
    },
    {
      name: 'services-stand-alone',
      comment: 'services/ use core/domain for shared rules and their own code, nothing of the shop.',
      severity: 'error',
      from: { path: '^services/' },
      to: { path: '^(ui|server|adapters|core/(ports|usecases))/' },
    },
    {
      name: 'nobody-reaches-into-services',
      comment: 'Only the server mounts services, through services/index.ts.',
      severity: 'error',
      from: { path: '^(core|adapters|ui)/' },
      to: { path: '^services/' },
    },
    {
      name: 'core-through-its-package',
      comment:
        'Outside core/, the core is imported as @proffsbutik/core and its exports (core/package.json), never by path.',
      severity: 'error',
      from: { path: '^(adapters|ui|server|services|scripts|tests)/' },
      to: { path: '^core/', dependencyTypesNot: ['aliased-workspace'] },
    },
    {
      name: 'services-through-their-package',
      comment:
        'Outside services/, the services are imported as @proffsbutik/services and its exports, never by path.',
      severity: 'error',
      from: { path: '^(core|adapters|ui|server|scripts|tests)/' },
      to: { path: '^services/', dependencyTypesNot: ['aliased-workspace'] },
    },
    {
      name: 'server-uses-services-through-their-index',
      comment:
        "The server mounts the services (their index) and reads their configuration, which the shop's own (and the CLI) read without loading them; their testing export is for tests.",
      severity: 'error',
      from: { path: '^(server/|scripts/cli)', pathNot: '\\.test\\.ts$' },
      to: { path: '^services/', pathNot: '^services/(index|config)\\.ts$' },
    },
    {
      name: 'no-circular',
      comment: 'Cycles through type-only imports (the router context type) are harmless.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    combinedDependencies: true,
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '(^|/)(dist|data)/' },
  },
}
