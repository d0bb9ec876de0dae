/**
 * The shop's process runs its libraries' production builds: React, react-dom and MobX pick their
 * development build (checks, warnings, several times the CPU per render) unless NODE_ENV is
 * `production`, and the SSR bundle imports them from node_modules at run time. Imported first by
 * server/start.ts, so it is set before any of them loads; development (server/dev.ts) sets its own.
 */
process.env['NODE_ENV'] ??= 'production'
