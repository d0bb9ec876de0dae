import type { BrandCode } from '@proffsbutik/core/domain'
import dahl from './dahl.css?url'
import kasp from './kasp.css?url'
import konr from './konr.css?url'
import opti from './opti.css?url'

/**
 * The built URL of each brand's stylesheet (its theme tokens and its typeface): the document links
 * its request's brand's file alone, so a page never downloads another brand's styles or fonts.
 */
export const brandStylesheetUrls: Readonly<Record<BrandCode, string>> = { dahl, konr, kasp, opti }
