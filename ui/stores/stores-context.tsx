import { createContext, useContext, type ReactNode } from 'react'
import type { RootStore } from './root.store'

const StoresContext = createContext<RootStore | null>(null)

/** Makes the request's RootStore available to `useStores()`. */
export function StoresProvider({ stores, children }: { stores: RootStore; children: ReactNode }) {
  return <StoresContext.Provider value={stores}>{children}</StoresContext.Provider>
}

/** The RootStore of this request or browser tab. */
export function useStores(): RootStore {
  const stores = useContext(StoresContext)
  if (!stores) throw new Error('useStores() outside <StoresProvider>')
  return stores
}
