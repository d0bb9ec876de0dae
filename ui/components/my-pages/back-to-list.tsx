import type { ReactNode } from 'react'
import type { RememberedList } from '../../stores/navigation.store'
import { useStores } from '../../stores/stores-context'

/**
 * A link back to a list as the buyer last saw it — its search, filters and page — or to the list
 * itself when they came another way. A plain link: the page frame follows it inside the app.
 */
export function BackToList({ list, children }: { list: RememberedList; children: ReactNode }) {
  const { navigation } = useStores()
  return <a href={navigation.listHref(list)}>{children}</a>
}
