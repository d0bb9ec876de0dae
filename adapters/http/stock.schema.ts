/** Stock as the services answer it (shop-core §3 Stock), and its conversion to the domain's Stock. */
import { Schema } from 'effect'
import type { Stock } from '@proffsbutik/core/domain'
import { withoutNulls } from './without-nulls'

/** One article's stock over the locations asked for. */
export const StockWire = Schema.Struct({
  articleNumber: Schema.String,
  stockType: Schema.String,
  locations: Schema.Array(
    Schema.Struct({
      locationId: Schema.String,
      quantity: Schema.Number,
      stocked: Schema.Boolean,
      status: Schema.NullOr(Schema.String),
      availability: Schema.NullOr(Schema.String),
      availabilityDate: Schema.NullOr(Schema.String),
      availabilityDateISO: Schema.NullOr(Schema.String),
      availableFromDays: Schema.NullOr(Schema.Number),
      availableToDays: Schema.NullOr(Schema.Number),
      orderMultiple: Schema.Number,
      subAvailabilities: Schema.Array(Schema.Struct({ date: Schema.String, quantity: Schema.Number })),
    }),
  ),
})

/** Decoded stock as the domain's Stock. */
export const toStock = (wire: typeof StockWire.Type): Stock => ({
  articleNumber: wire.articleNumber,
  stockType: wire.stockType,
  locations: wire.locations.map(withoutNulls),
})
