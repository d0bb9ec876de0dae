/**
 * The public face of the core for other channels (a CLI, another UI, outside tests): the domain's
 * rules and types. Use cases and ports are reached through the server's composition root.
 */
export * from './domain'
