/** The capabilities the use cases need, each an Effect service provided by the composition root. */
export { Clock } from './clock.port'
export { ShopSettings, type ShopSettingsShape } from './shop-settings.port'
