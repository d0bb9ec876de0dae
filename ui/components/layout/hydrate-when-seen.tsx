/**
 * A part of a page below the fold: the server renders it with the rest, but the browser fetches its
 * code and hydrates it only when it comes near the viewport, so the page itself is usable sooner
 * (issue 24: sections below the fold loaded on demand). Until then the buyer sees the server's HTML,
 * and React leaves it as it is (a Suspense boundary that waits keeps its server markup).
 *
 * Nothing the buyer does is lost on the way: pointing at or focusing the part starts its load, and a
 * click in it before it has hydrated is held and given again to the same element once it has (React
 * reuses the server's elements). After the first page, a client-side navigation renders the part at
 * once: its route loader awaits `part.load()`, as the server's does.
 */
import { Suspense, use, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import type { OnDemand } from '../../routing/on-demand'

/** How far outside the viewport a part starts loading: about one scroll ahead on a phone. */
const AHEAD = '400px 0px'

/** What starts a waiting part's load: pointing at it or moving the focus into it. */
const EARLY_SIGNS = ['pointerover', 'pointerdown', 'focusin', 'touchstart'] as const

interface Gate {
  readonly opened: Promise<void>
  open(): void
}

function gate(): Gate {
  let open = () => {}
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
}

/** The held click given again, with its button and keys (a ctrl-click still opens a new tab). */
const again = (click: MouseEvent) =>
  new MouseEvent('click', {
    bubbles: true,
    cancelable: true,
    view: window,
    button: click.button,
    detail: click.detail,
    ctrlKey: click.ctrlKey,
    shiftKey: click.shiftKey,
    altKey: click.altKey,
    metaKey: click.metaKey,
    clientX: click.clientX,
    clientY: click.clientY,
  })

export function HydrateWhenSeen<M>({
  part,
  className,
  children,
}: {
  readonly part: OnDemand<M>
  readonly className?: string
  readonly children: (module: M) => ReactNode
}) {
  const box = useRef<HTMLDivElement>(null)
  // Only hydration waits, told by the server's box being in the document already: the server and
  // the browser's own renders (a client-side navigation) render the part at once.
  const id = useId()
  const [waiting] = useState(() =>
    typeof document !== 'undefined' && document.getElementById(id) ? gate() : null,
  )
  const [hydrated, setHydrated] = useState(waiting === null)

  useEffect(() => {
    const element = box.current
    if (!waiting || hydrated || !element) return
    const open = () => {
      waiting.open()
      part.preload()
    }
    const seen = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) open()
      },
      { rootMargin: AHEAD },
    )
    seen.observe(element)
    // A click inside before hydration would reach React while the part still waits, and React drops
    // it; caught on the window first, it is kept for the element it was meant for.
    let held: { readonly target: EventTarget; readonly click: MouseEvent } | null = null
    const hold = (event: MouseEvent) => {
      if (!(event.target instanceof Node) || !element.contains(event.target)) return
      event.preventDefault()
      event.stopPropagation()
      held = { target: event.target, click: event }
      open()
    }
    const early = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) open()
    }
    window.addEventListener('click', hold, true)
    for (const sign of EARLY_SIGNS) window.addEventListener(sign, early, { capture: true, passive: true })
    return () => {
      seen.disconnect()
      window.removeEventListener('click', hold, true)
      for (const sign of EARLY_SIGNS) window.removeEventListener(sign, early, { capture: true })
      if (held) held.target.dispatchEvent(again(held.click))
    }
  }, [waiting, hydrated, part])

  const content = (
    <Suspense fallback={null}>
      <Part part={part} waiting={waiting} onHydrated={setHydrated}>
        {children}
      </Part>
    </Suspense>
  )
  // Until it has hydrated, the part is given the very element of the first render: React drops the
  // server's HTML of a waiting part that receives anything new, and shows it empty instead.
  const first = useRef(content)
  return (
    <div ref={box} id={id} className={className}>
      {hydrated ? content : first.current}
    </div>
  )
}

function Part<M>({
  part,
  waiting,
  onHydrated,
  children,
}: {
  readonly part: OnDemand<M>
  readonly waiting: Gate | null
  readonly onHydrated: (hydrated: true) => void
  readonly children: (module: M) => ReactNode
}) {
  if (waiting) use(waiting.opened)
  const module = part.current() ?? use(part.load())
  useEffect(() => onHydrated(true), [onHydrated])
  return children(module)
}
