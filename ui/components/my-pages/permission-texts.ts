/** The Swedish names of roles and permission denies (shop-core §6), each id written out for extraction. */
import type { Role } from '@proffsbutik/core/domain'

type T = (id: string, values?: Record<string, unknown>) => string

/** The name of a role. */
export function roleName(t: T, role: string): string {
  switch (role as Role) {
    case 'USER':
      return t('roles.USER')
    case 'BUYER_ADMIN':
      return t('roles.BUYER_ADMIN')
    case 'SELLER_ADMIN':
      return t('roles.SELLER_ADMIN')
    case 'SITE_ADMIN':
      return t('roles.SITE_ADMIN')
    default:
      return role
  }
}

/** What a permission-deny code switches off, in Swedish. */
export function denyMeaning(t: T, code: string): string {
  switch (code) {
    case 'EJ_ALLA_LEVERANSSATT':
      return t('permission_denies.EJ_ALLA_LEVERANSSATT')
    case 'EJ_SE_PRISER':
      return t('permission_denies.EJ_SE_PRISER')
    case 'EJ_ANDRA_SORTIMENT':
      return t('permission_denies.EJ_ANDRA_SORTIMENT')
    case 'EJ_ORDER':
      return t('permission_denies.EJ_ORDER')
    case 'EJ_ORDERHISTORIK':
      return t('permission_denies.EJ_ORDERHISTORIK')
    case 'EJ_SKAPA_OFFERT':
      return t('permission_denies.EJ_SKAPA_OFFERT')
    case 'EJ_SE_RABATTER':
      return t('permission_denies.EJ_SE_RABATTER')
    case 'EJ_SE_EKONOMISK_UPPFÖLJNING':
      return t('permission_denies.EJ_SE_EKONOMISK_UPPFOLJNING')
    default:
      return code
  }
}
