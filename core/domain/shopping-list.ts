/**
 * Shopping (favourite) lists (shop-core §3 Favourite list): what a name and a line's quantity may
 * be, and who may share, keep private or delete a list. The services hold the same rules
 * (docs/services.md); the shop says them first, next to the field.
 */
import { isAdminRole, type CustomerPermission } from './roles'

/** The longest list name. */
export const LIST_NAME_MAX = 100

/** Lines per page of a list. */
export const LIST_ITEMS_PER_PAGE = 50

/** What is wrong with a list name, trimmed: nothing, empty, or too long. */
export function listNameProblem(name: string): 'empty' | 'tooLong' | null {
  const trimmed = name.trim()
  if (trimmed.length === 0) return 'empty'
  if (trimmed.length > LIST_NAME_MAX) return 'tooLong'
  return null
}

/**
 * Whether a user may share, keep private or delete a list: its owner, or an admin (buyer admin and
 * up) of the list's customer.
 */
export function mayManageList(
  list: { readonly userId: string; readonly customerId: string },
  user: { readonly userId: string; readonly customerPermissions: readonly CustomerPermission[] },
): boolean {
  if (list.userId === user.userId) return true
  return user.customerPermissions.some(
    (p) => isAdminRole(p.role) && (p.role === 'SITE_ADMIN' || p.customerId === list.customerId),
  )
}
