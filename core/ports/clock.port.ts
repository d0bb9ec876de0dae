import { Context } from 'effect'

/** The current time: use cases ask this port and never read the system clock themselves. */
export class Clock extends Context.Service<Clock, { readonly now: () => Date }>()('proffsbutik/Clock') {}
