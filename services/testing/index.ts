/**
 * What tests of a shop on these services need (`@proffsbutik/services/testing`): the services on a
 * loopback port with a database of their own, the seeded demo data to name expectations by, the
 * services' own price answer to compare every surface with, and their limits.
 */
export * from './answers'
export * from './harness'
export * from './loopback'
export * from './test-database'
export * from './users'
export * from './xlsx-fixtures'
export * from '../db/seed/addresses.seed'
export * from '../db/seed/catalogue-vocabulary'
export * from '../db/seed/catalogue.seed'
export * from '../db/seed/favourites.seed'
export * from '../db/seed/identity.seed'
export { customerPrices } from '../catalogue/prices'
export { bodyLimitFor, MAX_SERVICE_BODY_BYTES, MAX_SERVICE_UPLOAD_BYTES } from '../platform/body-limits'
export { MAX_QUERY_COMPLEXITY, queryComplexity } from '../content/graph-cost'
export { contentSeed } from '../content/seed'
export { logoFiles } from '../content/seed/assets.seed'
