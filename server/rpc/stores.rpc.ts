/** The RPCs of the store finder (/hitta-butik): the stores with today's hours, and the retailers. */
import { Schema } from 'effect'
import { rpc } from './rpc-definition'

// An absent field may come as undefined from the core; the wire leaves it out.
const optional = Schema.optional

/** A position on the map. */
const GeoPoint = Schema.Struct({ lat: Schema.Number, lon: Schema.Number })

/** A store's hours today (core/domain/opening-hours.ts DayHours). */
const DayHours = Schema.Union([
  Schema.Struct({ kind: Schema.Literal('open'), hours: Schema.String, occasion: optional(Schema.String) }),
  Schema.Struct({ kind: Schema.Literal('closed'), occasion: optional(Schema.String) }),
  Schema.Struct({ kind: Schema.Literal('note'), text: Schema.String, occasion: optional(Schema.String) }),
  Schema.Struct({ kind: Schema.Literal('unknown') }),
])

/** A store as the finder lists it; its page is /butiker/{storeId}. */
const FinderStore = Schema.Struct({
  storeId: Schema.String,
  name: Schema.String,
  address: optional(Schema.String),
  phone: optional(Schema.String),
  location: optional(GeoPoint),
  today: DayHours,
})

/** A retailer: an independent shop selling the brands. */
const Retailer = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  address: optional(Schema.String),
  location: optional(GeoPoint),
  offerings: Schema.Array(Schema.String),
  link: optional(Schema.String),
})

/** The message of a part that could not be loaded: a catalog key and its values. */
const Message = Schema.Struct({
  key: Schema.String,
  values: optional(Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Number]))),
})

/** A part of the finder: what loaded, or why nothing did. */
const Part = <S extends Schema.Top>(item: S) =>
  Schema.Union([
    Schema.Struct({ status: Schema.Literal('loaded'), items: Schema.Array(item) }),
    Schema.Struct({ status: Schema.Literal('failed'), message: Message }),
  ])

/** The store finder's RPCs. */
export const storesRpcs = {
  /**
   * Every store (at most 200, sorted by name, with its hours today in Stockholm) and every retailer
   * (at most 100). Each part fails on its own with its message; the page filters and orders them.
   */
  storeFinder: rpc({
    input: Schema.Struct({}),
    output: Schema.Struct({
      today: Schema.String,
      stores: Part(FinderStore),
      retailers: Part(Retailer),
    }),
    session: 'none',
  }),
}
