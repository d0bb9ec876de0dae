import { useEffect, useState } from 'react'

/**
 * Whether the page has hydrated. The account forms keep their submit button disabled until then:
 * sent before, the browser would put the fields (a password) in a plain form submission.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
