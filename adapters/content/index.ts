/** The content port for a composition root: the Contentful-style content service at an endpoint. */
export { contentfulContent } from './contentful.content'
export type { ContentEndpoint } from './content-endpoint'
