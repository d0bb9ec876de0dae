import { makeAutoObservable } from 'mobx'
import type { FlashSeverity } from './flash.store'

/** How long a toast shows (shop-core §9). */
export const TOAST_MS = 3000

/** A short message in the corner, gone after 3 seconds. */
export interface Toast {
  readonly id: number
  /** A catalog id (the spec's key) and its values. */
  readonly key: string
  readonly values?: Readonly<Record<string, string | number>>
  readonly severity: FlashSeverity
}

/** The toasts on screen. Timers run only in the browser; the server never shows a toast. */
export class ToastStore {
  toasts: Toast[] = []
  private nextId = 1

  constructor(
    private readonly schedule: (run: () => void, ms: number) => void = (run, ms) => void setTimeout(run, ms),
  ) {
    makeAutoObservable<ToastStore, 'nextId' | 'schedule'>(this, { nextId: false, schedule: false })
  }

  /** Shows a toast for 3 seconds. */
  show(key: string, options: { values?: Toast['values']; severity?: FlashSeverity } = {}): void {
    const toast: Toast = {
      id: this.nextId++,
      key,
      severity: options.severity ?? 'info',
      ...(options.values ? { values: options.values } : {}),
    }
    this.toasts.push(toast)
    this.schedule(() => this.dismiss(toast.id), TOAST_MS)
  }

  /** Takes a toast away before its time. */
  dismiss(id: number): void {
    this.toasts = this.toasts.filter((toast) => toast.id !== id)
  }
}
