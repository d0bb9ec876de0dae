import { makeAutoObservable } from 'mobx'

/** How a flash message looks: information unless said otherwise (shop-core §2). */
export type FlashSeverity = 'info' | 'success' | 'warning' | 'error'

/** A message shown at the top of the page until it is closed or the next page replaces it. */
export interface Flash {
  /** A catalog id (the spec's key). */
  readonly key: string
  readonly severity: FlashSeverity
}

/** The key the start message waits under in sessionStorage across the reload (shop-core §4). */
export const START_MESSAGE_KEY = 'start-message'

/** The flash message of the page. */
export class FlashStore {
  current: Flash | null = null

  constructor() {
    makeAutoObservable(this)
  }

  /** Shows a message; the severity defaults to info. */
  show(key: string, severity: FlashSeverity = 'info'): void {
    this.current = { key, severity }
  }

  /** Closes the message. */
  close(): void {
    this.current = null
  }
}
