/**
 * Punch-out (OCI) entry (shop-core §3, §4): a procurement system opens the shop with query or form
 * parameters, matched without regard to case. HOOK_URL is required and must be http(s); the login
 * comes under the usual aliases. What is kept in 'punchout-settings' never includes the password.
 */
import { loginAliases, readLoginInput, readParam, type Params } from './login-input'

/** The browser storage key of the punch-out settings. */
export const PUNCHOUT_SETTINGS_KEY = 'punchout-settings'

/** OCI parameters the shop hands back with the cart. */
export interface OciParameters {
  /** ~TARGET: the frame the hand-back form posts into. */
  readonly target?: string
  readonly okCode?: string
  readonly caller?: string
  readonly version?: string
  /** http_content_charset, e.g. ISO-8859-1. */
  readonly charset?: string
}

/** What is kept in 'punchout-settings' for the session of a punch-out buyer. */
export interface PunchoutSettings {
  readonly callback_url: string
  readonly HOOK_URL: string
  readonly companyName?: string
  readonly Bolag?: string
  readonly email?: string
  readonly logonId: string
  readonly oci: OciParameters
  /** When the settings were written, milliseconds since the epoch. */
  readonly last_used: number
}

/** The errors a punch-out entry can end in. */
export type PunchoutEntryError =
  | 'errors.punchout.missing_callback_url'
  | 'errors.punchout.invalid_callback_url'
  | 'errors.punchout.missing_credentials'

/** Either the login to make and the settings to keep, or why the entry is refused. */
export type PunchoutEntry =
  | { ok: true; login: { username: string; password: string; email?: string }; settings: PunchoutSettings }
  | { ok: false; error: PunchoutEntryError }

/**
 * Whether the parameters ask for punch-out at all: a HOOK_URL, an OCI parameter (~OkCode, ~TARGET,
 * ~CALLER, OCI_VERSION) or a password under any alias — names in any case. A request with a password
 * but no HOOK_URL is a punch-out entry that fails with errors.punchout.missing_callback_url.
 */
export function isPunchoutRequest(params: Params): boolean {
  return (
    readParam(params, ['HOOK_URL', '~OkCode', '~TARGET', '~CALLER', 'OCI_VERSION']) !== undefined ||
    readParam(params, loginAliases.password) !== undefined
  )
}

/**
 * The value kept in the browser under 'punchout-settings', with the spec's keys (shop-core §3):
 * punchout.callback_url and punchout.companyName, HOOK_URL, Bolag, email, logonId, oci, last_used.
 */
export interface PunchoutStorageValue {
  readonly punchout: { readonly callback_url: string; readonly companyName?: string }
  readonly HOOK_URL: string
  readonly Bolag?: string
  readonly email?: string
  readonly logonId: string
  readonly oci: OciParameters
  readonly last_used: number
}

/** The settings as the browser keeps them under 'punchout-settings' (never a password). */
export function punchoutStorageValue(settings: PunchoutSettings): PunchoutStorageValue {
  return {
    punchout: {
      callback_url: settings.callback_url,
      ...(settings.companyName === undefined ? {} : { companyName: settings.companyName }),
    },
    HOOK_URL: settings.HOOK_URL,
    ...(settings.Bolag === undefined ? {} : { Bolag: settings.Bolag }),
    ...(settings.email === undefined ? {} : { email: settings.email }),
    logonId: settings.logonId,
    oci: settings.oci,
    last_used: settings.last_used,
  }
}

/** The form's accept-charset for the hand-back: ISO-8859-1 when the system asked for Latin-1, else UTF-8. */
export function handBackCharset(charset: string | undefined): 'UTF-8' | 'ISO-8859-1' {
  return /^(iso-?8859-1|latin-?1|l1|cp819|windows-1252)$/i.test((charset ?? '').trim())
    ? 'ISO-8859-1'
    : 'UTF-8'
}

/** Whether a hook URL is an absolute http(s) URL. */
export function isAllowedHookUrl(text: string): boolean {
  try {
    const url = new URL(text)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

/** Reads a punch-out entry; `nowMs` stamps the settings. */
export function readPunchoutEntry(params: Params, nowMs: number): PunchoutEntry {
  const hookUrl = readParam(params, ['HOOK_URL'])
  if (hookUrl === undefined) return { ok: false, error: 'errors.punchout.missing_callback_url' }
  if (!isAllowedHookUrl(hookUrl)) return { ok: false, error: 'errors.punchout.invalid_callback_url' }
  const { username, password, email } = readLoginInput(params)
  if (username === undefined || password === undefined)
    return { ok: false, error: 'errors.punchout.missing_credentials' }
  const optional = (key: string, value: string | undefined) => (value === undefined ? {} : { [key]: value })
  const oci: OciParameters = {
    ...optional('target', readParam(params, ['~TARGET'])),
    ...optional('okCode', readParam(params, ['~OkCode'])),
    ...optional('caller', readParam(params, ['~CALLER'])),
    ...optional('version', readParam(params, ['OCI_VERSION'])),
    ...optional('charset', readParam(params, ['http_content_charset'])),
  }
  const settings: PunchoutSettings = {
    callback_url: hookUrl,
    HOOK_URL: hookUrl,
    ...optional('companyName', readParam(params, ['companyName', 'punchout.companyName'])),
    ...optional('Bolag', readParam(params, ['Bolag'])),
    ...optional('email', email),
    logonId: username,
    oci,
    last_used: nowMs,
  }
  return { ok: true, login: { username, password, ...(email === undefined ? {} : { email }) }, settings }
}
