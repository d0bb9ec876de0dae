/** Schemas shared by the services' request decoders. */
import { Schema } from 'effect'

/** A string with at least one non-space character, trimmed. */
export const NonEmptyString = Schema.String.check(Schema.isTrimmed(), Schema.isNonEmpty())

/** An id in a path or body: 1–64 characters of letters, digits, dot, dash or underscore. */
export const Id = Schema.String.check(Schema.isPattern(/^[A-Za-z0-9._-]{1,64}$/))
