/**
 * The per-company adjustments of the OCI export (shop-core §9: unit ST for STK for one company,
 * a blank material group for another, the last breadcrumb parent's name for a third) as
 * configuration: PUNCHOUT_COMPANY_RULES, a list of `customerId:rule` entries, e.g.
 * `C400:unit=STK>ST, C500:matgroup=blank, C200:matgroup=breadcrumb`. Several entries may name the
 * same customer; each bad entry gets one line saying what is wrong.
 */
import type { MaterialGroupRule, OciOptions } from './oci-export'

/** The OCI options of each customer id that has adjustments. */
export type OciCompanyRules = Readonly<Record<string, OciOptions>>

/** Either the rules, or one line per bad entry. */
export type OciCompanyRulesResult =
  | { readonly ok: true; readonly rules: OciCompanyRules }
  | { readonly ok: false; readonly problems: readonly string[] }

const CUSTOMER_ID = /^[A-Za-z0-9_-]{1,64}$/
const UNIT = /^[A-Za-z0-9]{1,3}$/
const SOURCE_UNIT = /^[A-Za-z0-9]{1,10}$/
const FIXED_GROUP = /^[A-Za-z0-9]{1,10}$/

/** How one rule reads, for the problem lines. */
const HOW =
  'write customerId:unit=FROM>TO (TO at most 3 letters or digits), customerId:matgroup=blank, customerId:matgroup=breadcrumb or customerId:matgroup=<at most 10 letters or digits>'

type Rule = { readonly unit: readonly [string, string] } | { readonly materialGroup: MaterialGroupRule }

function readRule(text: string): Rule | undefined {
  const unit = /^unit=([^>]+)>(.+)$/i.exec(text)
  if (unit) {
    const [, from = '', to = ''] = unit
    return SOURCE_UNIT.test(from) && UNIT.test(to)
      ? { unit: [from.toUpperCase(), to.toUpperCase()] }
      : undefined
  }
  const group = /^matgroup=(.+)$/i.exec(text)?.[1]
  if (group === undefined) return undefined
  if (group.toLowerCase() === 'blank') return { materialGroup: { kind: 'blank' } }
  if (group.toLowerCase() === 'breadcrumb') return { materialGroup: { kind: 'lastBreadcrumbParent' } }
  return FIXED_GROUP.test(group) ? { materialGroup: { kind: 'fixed', value: group } } : undefined
}

/** Reads PUNCHOUT_COMPANY_RULES (entries separated by commas or white space); empty means none. */
export function readOciCompanyRules(
  text: string | undefined,
  name = 'PUNCHOUT_COMPANY_RULES',
): OciCompanyRulesResult {
  const problems: string[] = []
  const rules: Record<string, { unitMap?: Record<string, string>; materialGroup?: MaterialGroupRule }> = {}
  for (const entry of (text ?? '').split(/[\s,]+/).filter((item) => item !== '')) {
    const separator = entry.indexOf(':')
    const customerId = entry.slice(0, separator)
    const rule = separator > 0 ? readRule(entry.slice(separator + 1)) : undefined
    if (!CUSTOMER_ID.test(customerId) || !rule) {
      problems.push(`${name} has "${entry}": ${HOW}, e.g. C400:unit=STK>ST`)
      continue
    }
    const options = (rules[customerId] ??= {})
    if ('unit' in rule) {
      options.unitMap = { ...options.unitMap, [rule.unit[0]]: rule.unit[1] }
    } else if (options.materialGroup) {
      problems.push(`${name} has "${entry}": customer ${customerId} already has a material group rule`)
    } else {
      options.materialGroup = rule.materialGroup
    }
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, rules }
}

/** The export options of the customer the buyer acts for (none: the spec's defaults). */
export function ociOptionsFor(rules: OciCompanyRules, customerId: string | undefined): OciOptions {
  return (customerId === undefined ? undefined : rules[customerId]) ?? {}
}
