/** The RPCs of the page frame: the product menu and the site banners every page shows. */
import { Schema } from 'effect'
import type { MenuEntry } from '@proffsbutik/core/domain'
import { rpc } from './rpc-definition'

/** One entry of the product menu, with its children. */
const MenuEntrySchema: Schema.Codec<MenuEntry> = Schema.Struct({
  title: Schema.String,
  slug: Schema.String,
  icon: Schema.NullOr(Schema.String),
  children: Schema.Array(Schema.suspend((): Schema.Codec<MenuEntry> => MenuEntrySchema)),
})

const optional = Schema.optionalKey

/** An alert banner (content §3 Site content). */
const AlertBanner = Schema.Struct({
  id: Schema.String,
  active: Schema.Boolean,
  type: optional(Schema.String),
  title: optional(Schema.String),
  message: optional(Schema.String),
  linkUrl: optional(Schema.String),
  linkText: optional(Schema.String),
  secondLinkUrl: optional(Schema.String),
  secondLinkText: optional(Schema.String),
})

/** An information banner. */
const InformationBanner = Schema.Struct({
  id: Schema.String,
  active: Schema.Boolean,
  message: optional(Schema.String),
  linkUrl: optional(Schema.String),
  linkText: optional(Schema.String),
  linkIcon: optional(Schema.String),
})

/** The frame's RPCs. */
export const shellRpcs = {
  /**
   * What the header shows on every page: the product menu (null when it could not be read: the
   * header then says so) and the active alert and information banners.
   */
  siteFrame: rpc({
    input: Schema.Struct({}),
    output: Schema.Struct({
      menu: Schema.NullOr(Schema.Array(MenuEntrySchema)),
      /** The name of the customer's assortment the menu is of; null for the whole range. */
      assortmentName: Schema.NullOr(Schema.String),
      alerts: Schema.Array(AlertBanner),
      information: Schema.Array(InformationBanner),
    }),
    session: 'none',
  }),
}
