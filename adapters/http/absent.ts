/**
 * Absent values at the edge: the services answer null (or leave the key out) for "no value"; the
 * domain's types leave such fields out. The wire schemas say so themselves, so that no mapping after
 * decoding has to drop nulls.
 */
import { Option, Schema, SchemaTransformation } from 'effect'

/** A schema whose decoding and encoding need no services (every wire schema of the adapters). */
type ServiceFree = Schema.Top & { readonly DecodingServices: never; readonly EncodingServices: never }

/**
 * A struct field that may be null or missing on the wire: decoded to an absent key (never a key
 * holding null or undefined), a value to its decoded value. Encoding leaves an absent key out.
 */
export const OptionalFromNull = <S extends ServiceFree>(
  schema: S,
): Schema.decodeTo<Schema.optionalKey<Schema.toType<S>>, Schema.optional<Schema.NullOr<S>>> =>
  Schema.optional(Schema.NullOr(schema)).pipe(
    Schema.decodeTo(
      Schema.optionalKey(Schema.toType(schema)),
      SchemaTransformation.transformOptional<S['Type'], S['Type'] | null | undefined>({
        decode: (value) => Option.filter(value, (v): v is S['Type'] => v !== null && v !== undefined),
        encode: (value) => value,
      }),
    ),
  )
