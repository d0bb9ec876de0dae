import { useLingui } from '@lingui/react'

/** Translates a catalog id (the spec's key) with optional values: `t('home.next_delivery', { date })`. */
export function useT(): (id: string, values?: Record<string, unknown>) => string {
  const { i18n } = useLingui()
  return (id, values) => i18n._(id, values)
}
