/**
 * Punch-out (OCI) entry (shop-core §3, §4): a procurement system opens the shop with query or form
 * parameters, matched without regard to case. HOOK_URL is required and must be http(s); the login
 * comes under the usual aliases. What is kept in 'punchout-settings' never includes the password,
 * and is bounded (HOOK_URL_MAX, OCI_PARAMETER_MAX, KEPT_VALUE_MAX) so that it fits the session cookie.
 */
import { loginAliases, readLoginInput, readParam, type Params } from './login-input'

/** The browser storage key of the punch-out settings. */
export const PUNCHOUT_SETTINGS_KEY = 'punchout-settings'

/** The longest HOOK_URL an entry may bring, in characters (longer is errors.punchout.too_long). */
export const HOOK_URL_MAX = 2048

/**
 * The longest OCI parameter (~TARGET, ~OkCode, ~CALLER, OCI_VERSION, http_content_charset) an entry
 * may bring, in characters (real ones are a few characters: _top, ADDI, CTLG, 5.0, ISO-8859-1).
 */
export const OCI_PARAMETER_MAX = 255

/** The longest other value the settings keep (logonId, email, Bolag, companyName), in characters. */
export const KEPT_VALUE_MAX = 255

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
  | 'errors.punchout.too_long'

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

/** Whether `text` has more than `max` characters (code points: an emoji is one, as a buyer counts). */
function longerThan(text: string | undefined, max: number): boolean {
  // Only a text of more than `max` UTF-16 units can be over: count its code points then.
  return text !== undefined && text.length > max && Array.from(text).length > max
}

/**
 * Reads a punch-out entry; `nowMs` stamps the settings. A HOOK_URL over HOOK_URL_MAX, an OCI
 * parameter over OCI_PARAMETER_MAX or another kept value over KEPT_VALUE_MAX characters is refused
 * (errors.punchout.too_long): the settings travel in the session cookie, which has room for no more.
 */
export function readPunchoutEntry(params: Params, nowMs: number): PunchoutEntry {
  const hookUrl = readParam(params, ['HOOK_URL'])
  if (hookUrl === undefined) return { ok: false, error: 'errors.punchout.missing_callback_url' }
  if (longerThan(hookUrl, HOOK_URL_MAX)) return { ok: false, error: 'errors.punchout.too_long' }
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
  const companyName = readParam(params, ['companyName', 'punchout.companyName'])
  const bolag = readParam(params, ['Bolag'])
  if (
    Object.values(oci).some((value) => longerThan(value, OCI_PARAMETER_MAX)) ||
    [username, email, companyName, bolag].some((value) => longerThan(value, KEPT_VALUE_MAX))
  )
    return { ok: false, error: 'errors.punchout.too_long' }
  const settings: PunchoutSettings = {
    callback_url: hookUrl,
    HOOK_URL: hookUrl,
    ...optional('companyName', companyName),
    ...optional('Bolag', bolag),
    ...optional('email', email),
    logonId: username,
    oci,
    last_used: nowMs,
  }
  return { ok: true, login: { username, password, ...(email === undefined ? {} : { email }) }, settings }
}
