import { Context, type Effect } from 'effect'

/** Where failures worth a developer's attention go (the spec's error hook). */
export class ErrorReporter extends Context.Service<
  ErrorReporter,
  {
    readonly report: (error: {
      readonly message: string
      readonly context: Record<string, unknown>
    }) => Effect.Effect<void>
  }
>()('proffsbutik/ErrorReporter') {}
