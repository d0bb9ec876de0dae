/** Stock as the services answer it (shop-core §3 Stock), decoded as the domain's Stock. */
import { Schema } from 'effect'
import { OptionalFromNull } from './absent'

/** One article's stock over the locations asked for: what the location has no answer for is absent. */
export const StockWire = Schema.Struct({
  articleNumber: Schema.String,
  stockType: Schema.String,
  locations: Schema.Array(
    Schema.Struct({
      locationId: Schema.String,
      quantity: Schema.Number,
      stocked: Schema.Boolean,
      status: OptionalFromNull(Schema.String),
      availability: OptionalFromNull(Schema.String),
      availabilityDate: OptionalFromNull(Schema.String),
      availabilityDateISO: OptionalFromNull(Schema.String),
      availableFromDays: OptionalFromNull(Schema.Number),
      availableToDays: OptionalFromNull(Schema.Number),
      orderMultiple: Schema.Number,
      subAvailabilities: Schema.Array(Schema.Struct({ date: Schema.String, quantity: Schema.Number })),
    }),
  ),
})
