/** The RPCs of the page frame: the product menu and the site banners every page shows. */
import { Schema } from 'effect'
import type { MenuEntry } from '@proffsbutik/core/domain'
import { ContentImageSchema } from './content.schema'
import { Id, rpc } from './rpc-definition'

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

/** A listing page and its pages, as the footer and the menus link them. */
const SiteLinkGroup = Schema.Struct({
  title: Schema.String,
  link: Schema.String,
  pages: Schema.Array(
    Schema.Struct({ title: Schema.String, link: Schema.String, authenticatedOnly: Schema.Boolean }),
  ),
})

/** The brand's logo entry: the pictures the header and the tab show. */
const LogoSchema = Schema.Struct({
  logo: Schema.optional(ContentImageSchema),
  logoSmall: Schema.optional(ContentImageSchema),
  favicon: Schema.optional(ContentImageSchema),
  lightLogo: Schema.optional(ContentImageSchema),
  lightLogoSmall: Schema.optional(ContentImageSchema),
})

/** An assortment a buyer may browse. */
const AssortmentChoice = Schema.Struct({ id: Schema.String, name: Schema.String })

/** The assortments a buyer may switch between (the customer's own, the whole range) and the one browsed. */
export const AssortmentSwitch = Schema.Struct({
  choices: Schema.Array(AssortmentChoice),
  chosenId: Schema.String,
})

/** The frame's RPCs. */
export const shellRpcs = {
  /**
   * What the header shows on every page: the product menu (absent when it could not be read: the
   * header then says so) and the active alert and information banners.
   */
  siteFrame: rpc({
    input: Schema.Struct({}),
    output: Schema.Struct({
      menu: Schema.optional(Schema.Array(MenuEntrySchema)),
      /** The name of the assortment the menu is of; absent for the whole range. */
      assortmentName: Schema.optional(Schema.String),
      /** The assortment switch; left out when there is nothing to switch (or EJ_ANDRA_SORTIMENT). */
      assortments: Schema.optional(AssortmentSwitch),
      alerts: Schema.Array(AlertBanner),
      information: Schema.Array(InformationBanner),
      /** The listing pages and their pages, for the footer and the menus. */
      links: Schema.Array(SiteLinkGroup),
      /** The brand's logo entry; absent when it could not be read (the header draws the brand's mark). */
      logo: Schema.optional(LogoSchema),
    }),
    session: 'none',
  }),
  /**
   * Browses another of the customer's assortments (the switch's choices): answers the switch as it
   * now stands; 403 `assortment.change_denied` under EJ_ANDRA_SORTIMENT, 404 for one not offered.
   */
  chooseAssortment: rpc({
    input: Schema.Struct({ assortmentId: Id }),
    output: AssortmentSwitch,
    session: 'user',
  }),
}
