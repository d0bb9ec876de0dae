/** Schemas shared by the services' request decoders. */
import { Schema } from 'effect'
import { isIsoDate } from '@proffsbutik/core/domain'

/** A string with at least one non-space character, trimmed. */
export const NonEmptyString = Schema.String.check(Schema.isTrimmed(), Schema.isNonEmpty())

/** An id in a path or body: 1–64 characters of letters, digits, dot, dash or underscore. */
export const Id = Schema.String.check(Schema.isPattern(/^[A-Za-z0-9._-]{1,64}$/))

/** A calendar day written 'YYYY-MM-DD' that exists (core/domain/calendar): 2026-02-30 is a 400. */
export const IsoDay = Schema.String.check(
  Schema.makeFilter((text: string) => isIsoDate(text) || 'Not a calendar day written YYYY-MM-DD'),
)
