/** The content port for a composition root: the Contentful-style content service at an endpoint. */
export { contentfulContent } from './contentful.content'
export { isPreview, PREVIEW_ENVIRONMENT, type ContentEndpoint } from './content-endpoint'
