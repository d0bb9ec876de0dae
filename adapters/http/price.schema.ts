/** A price as the services answer it (shop-core §3 Price): money as JSON numbers in SEK, decoded exactly. */
import { Schema } from 'effect'
import { OptionalFromNull } from './absent'
import { MoneyFromNumber } from './money.schema'

/** A customer's price of one article, as the domain's Price (no surcharge or campaign price: absent). */
export const PriceWire = Schema.Struct({
  articleNumber: Schema.String,
  netPrice: MoneyFromNumber,
  alloyingPrice: OptionalFromNull(MoneyFromNumber),
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
  preCampaignPrice: OptionalFromNull(MoneyFromNumber),
  askForPrice: Schema.Boolean,
  hasBracketPrices: Schema.Boolean,
})
