/** The capabilities the use cases need, each an Effect service provided by the composition root. */
export { Clock } from './clock.port'
export { ShopSettings, type ShopSettingsShape } from './shop-settings.port'
export { AuthPort, type Credentials, type LoginAnswer, type SessionTokens } from './auth.port'
export { NotLoggedIn, ServiceCredentials } from './credentials.port'
export { ErrorReporter } from './error-reporter.port'
export { KeyValueStore, type KeyValueStoreShape } from './key-value-store.port'
export { ServiceCallFailed } from './service-call.errors'
export { UsersPort } from './users.port'
