/** A price as the services answer it (shop-core §3 Price): money as JSON numbers in SEK, decoded exactly. */
import { Schema } from 'effect'
import { MoneyFromNumber } from './money.schema'

/** A customer's price of one article. */
export const PriceWire = Schema.Struct({
  articleNumber: Schema.String,
  netPrice: MoneyFromNumber,
  alloyingPrice: Schema.NullOr(MoneyFromNumber),
  salesPrice: MoneyFromNumber,
  salesPriceIncludingVat: MoneyFromNumber,
  salesPriceUnit: Schema.Number,
  discountAmount: MoneyFromNumber,
  discountPercentage: Schema.Number,
  discounts: Schema.Array(
    Schema.Struct({
      amount: MoneyFromNumber,
      name: Schema.String,
      percentage: Schema.Number,
      type: Schema.String,
    }),
  ),
  priceType: Schema.String,
  preCampaignPrice: Schema.NullOr(MoneyFromNumber),
  askForPrice: Schema.Boolean,
  hasBracketPrices: Schema.Boolean,
})
