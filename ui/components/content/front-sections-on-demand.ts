import { onDemand } from '../../routing/on-demand'

/**
 * The start page's sections (banners, product cards, icons, service cards): hydrated, their code
 * fetched, when they come into view. The start page's loader awaits them on the server and on a
 * client-side navigation, so that those renders have them at once.
 */
export const frontSections = onDemand(() => import('./front-page-sections'))
