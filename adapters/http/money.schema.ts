/** Money at the edge: the services answer SEK as JSON numbers; the core counts 1/10,000 SEK (ADR 0002). */
import { Schema, SchemaTransformation } from 'effect'
import { money, type Money, MONEY_SCALE, parseMoney } from '@proffsbutik/core/domain'

const MoneyType = Schema.declare((u: unknown): u is Money => typeof u === 'number' && Number.isSafeInteger(u))

/** A JSON number of SEK as Money; more than four decimals or an unsafe size is a decode failure. */
export const MoneyFromNumber = Schema.Number.check(
  Schema.makeFilter((amount: number) => {
    const parsed = parseMoney(amount)
    return parsed.ok || parsed.reason
  }),
).pipe(
  Schema.decodeTo(
    MoneyType,
    SchemaTransformation.transform({
      decode: (amount: number) => money(amount),
      encode: (amount: Money) => amount / MONEY_SCALE,
    }),
  ),
)
