import { describe, expect, it } from 'vitest'
import { TOAST_MS, ToastStore } from './toast.store'

describe('ToastStore', () => {
  it('shows each toast for 3000 ms, info unless said otherwise', () => {
    const timers: { run: () => void; ms: number }[] = []
    const toasts = new ToastStore((run, ms) => void timers.push({ run, ms }))
    toasts.show('cart.added', { values: { count: 2 } })
    toasts.show('errors.cart_add_product', { severity: 'error' })
    expect(toasts.toasts.map((t) => [t.key, t.severity])).toEqual([
      ['cart.added', 'info'],
      ['errors.cart_add_product', 'error'],
    ])
    expect(timers.map((t) => t.ms)).toEqual([TOAST_MS, TOAST_MS])
    expect(TOAST_MS).toBe(3000)
    timers[0]!.run()
    expect(toasts.toasts.map((t) => t.key)).toEqual(['errors.cart_add_product'])
  })

  it('can be closed early, and the timer of a closed toast does no harm', () => {
    const timers: (() => void)[] = []
    const toasts = new ToastStore((run) => void timers.push(run))
    toasts.show('a')
    toasts.dismiss(toasts.toasts[0]!.id)
    expect(toasts.toasts).toEqual([])
    timers[0]!()
    expect(toasts.toasts).toEqual([])
  })
})
