/**
 * The delivery-API answers the shop reads (content §7 plain entry fetches): the logo entry with its
 * assets, alert and information banners, listing pages with the ids of their pages, and the
 * content pages page search finds. Fields left empty are absent, as Contentful leaves them out.
 */
import { Schema } from 'effect'
import type {
  AlertBanner,
  ContentImage,
  InformationBanner,
  ListingPageSummary,
  Logo,
} from '@proffsbutik/core/domain'

const Sys = Schema.Struct({ id: Schema.String })
const Link = Schema.Struct({ sys: Sys })
const optional = Schema.optionalKey
const Text = optional(Schema.String)

/** A page of entries with the given fields, and the assets they link to when `include` asked. */
const Entries = <F extends Schema.Struct.Fields>(fields: F) =>
  Schema.Struct({
    total: Schema.Number,
    items: Schema.Array(Schema.Struct({ sys: Sys, fields: Schema.Struct(fields) })),
    includes: optional(
      Schema.Struct({
        Asset: optional(
          Schema.Array(
            Schema.Struct({
              sys: Sys,
              fields: Schema.Struct({
                title: Text,
                description: Text,
                file: optional(
                  Schema.Struct({
                    url: Schema.String,
                    contentType: Text,
                    details: optional(
                      Schema.Struct({
                        image: optional(Schema.Struct({ width: Schema.Number, height: Schema.Number })),
                      }),
                    ),
                  }),
                ),
              }),
            }),
          ),
        ),
      }),
    ),
  })

/** The logo entry: five asset links. */
export const LogoEntries = Entries({
  logo: optional(Link),
  logoSmall: optional(Link),
  favicon: optional(Link),
  lightLogo: optional(Link),
  lightLogoSmall: optional(Link),
})

type Included = NonNullable<NonNullable<(typeof LogoEntries.Type)['includes']>['Asset']>

/** The included asset a link points to, as a picture (absent when not published or without a file). */
function assetOf(included: Included, link: { readonly sys: { readonly id: string } } | undefined) {
  if (!link) return undefined
  const asset = included.find((a) => a.sys.id === link.sys.id)
  const file = asset?.fields.file
  if (!asset || !file) return undefined
  const image: ContentImage = {
    url: file.url,
    title: asset.fields.title,
    description: asset.fields.description,
    width: file.details?.image?.width,
    height: file.details?.image?.height,
    contentType: file.contentType,
  }
  return image
}

/** The first logo entry with its assets resolved, or undefined when there is none. */
export function toLogo(answer: typeof LogoEntries.Type): Logo | undefined {
  const entry = answer.items[0]
  if (!entry) return undefined
  const assets = answer.includes?.Asset ?? []
  return {
    logo: assetOf(assets, entry.fields.logo),
    logoSmall: assetOf(assets, entry.fields.logoSmall),
    favicon: assetOf(assets, entry.fields.favicon),
    lightLogo: assetOf(assets, entry.fields.lightLogo),
    lightLogoSmall: assetOf(assets, entry.fields.lightLogoSmall),
  }
}

const alertFields = {
  active: optional(Schema.Boolean),
  type: Text,
  title: Text,
  message: Text,
  linkUrl: Text,
  linkText: Text,
  secondLinkUrl: Text,
  secondLinkText: Text,
}

/** The fields an alert-banner fetch selects. */
export const alertBannerFields = Object.keys(alertFields)

/** Alert banner entries. */
export const AlertBannerEntries = Entries(alertFields)

/** Alert banners; one without `active` is not active. */
export const toAlertBanners = (answer: typeof AlertBannerEntries.Type): AlertBanner[] =>
  answer.items.map(({ sys, fields }) => ({ id: sys.id, ...fields, active: fields.active ?? false }))

const informationFields = {
  active: optional(Schema.Boolean),
  message: Text,
  linkUrl: Text,
  linkText: Text,
  linkIcon: Text,
}

/** The fields an information-banner fetch selects. */
export const informationBannerFields = Object.keys(informationFields)

/** Information banner entries. */
export const InformationBannerEntries = Entries(informationFields)

/** Information banners; one without `active` is not active. */
export const toInformationBanners = (answer: typeof InformationBannerEntries.Type): InformationBanner[] =>
  answer.items.map(({ sys, fields }) => ({ id: sys.id, ...fields, active: fields.active ?? false }))

/** Listing page entries: slug, title and the links to their pages. */
export const ListingEntries = Entries({
  slug: Schema.String,
  title: Text,
  content: optional(Schema.Array(Link)),
})

/** Listing pages with the ids of their pages. */
export const toListingSummaries = (answer: typeof ListingEntries.Type): ListingPageSummary[] =>
  answer.items.map(({ sys, fields }) => ({
    id: sys.id,
    slug: fields.slug,
    title: fields.title,
    pageIds: (fields.content ?? []).map((link) => link.sys.id),
  }))

/** Content pages as the footer and the menus link them: title, slug and who may see them. */
export const LinkedPageEntries = Entries({
  title: Schema.String,
  slug: Schema.String,
  authenticatedOnly: optional(Schema.Boolean),
})

/** Video sections, their film's address only. */
export const VideoEntries = Entries({ videoUrl: Text })

/** The film addresses of video sections; a section without one has none. */
export const toVideoUrls = (answer: typeof VideoEntries.Type): string[] =>
  answer.items.flatMap(({ fields }) => (fields.videoUrl ? [fields.videoUrl] : []))

/** Content pages page search finds: title, preTitle and slug. */
export const SearchEntries = Entries({ title: Schema.String, preTitle: Text, slug: Schema.String })
