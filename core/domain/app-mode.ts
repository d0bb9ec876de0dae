/**
 * The modes of the shop (shop-core §1): NORMAL in a browser, PUNCHOUT while a procurement system
 * has handed the buyer over, APP inside the embedded app, known by a user agent that starts with
 * the app's versioned prefix (content §1).
 */

/** The three modes. */
export type AppMode = 'NORMAL' | 'PUNCHOUT' | 'APP'

/** The user agent prefix of the embedded app: its name, a slash and a dotted version. */
export const APP_USER_AGENT = /^ProffsbutikApp\/\d+(\.\d+)*(\s|$)/

/** Whether a user agent is the embedded app's. */
export function isEmbeddedApp(userAgent: string | null | undefined): boolean {
  return APP_USER_AGENT.test(userAgent ?? '')
}

/** The mode of a page: a punch-out session wins, then the embedded app, else NORMAL. */
export function appModeOf(userAgent: string | null | undefined, punchOut: boolean): AppMode {
  if (punchOut) return 'PUNCHOUT'
  return isEmbeddedApp(userAgent) ? 'APP' : 'NORMAL'
}
