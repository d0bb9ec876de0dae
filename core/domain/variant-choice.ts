/**
 * Choosing a variant by its filter tags (shop-core §Variant: filterTags). A filter tag is either a
 * label of the variant (NYHET, MILJOVAL: shown as badges) or a choice, written "name:value" the way
 * a listing's facet values are ("Dimension:M8x75"). The product page offers, per name whose value
 * differs between the product's variants, each value as a way to the variant that has it.
 */

/** A filter tag that chooses: the name of what it chooses and the value. */
export interface ChoiceTag {
  readonly name: string
  readonly value: string
}

/** The choice a filter tag makes, or none for a label (no colon, or nothing either side of it). */
export function choiceTag(tag: string): ChoiceTag | undefined {
  const at = tag.indexOf(':')
  if (at === -1) return undefined
  const name = tag.slice(0, at).trim()
  const value = tag.slice(at + 1).trim()
  return name === '' || value === '' ? undefined : { name, value }
}

/** A variant as far as choosing it goes. */
export interface ChoosableVariant {
  readonly articleNumber: string
  readonly variantSlug: string
  readonly filterTags: readonly string[]
  readonly discontinued: boolean
}

/** One value to choose, and the variant it leads to. */
export interface VariantOption {
  readonly value: string
  readonly articleNumber: string
  readonly variantSlug: string
  /** The variant shown has this value. */
  readonly selected: boolean
  readonly discontinued: boolean
}

/** What variants differ in ("Dimension"), with each value there is. */
export interface VariantChoice {
  readonly name: string
  readonly options: readonly VariantOption[]
}

/** Values in the order a buyer reads them: M6 before M10, 4,5x50 before 10x50. */
const byValue = new Intl.Collator('sv', { numeric: true })

/** A variant's choices by name (the first value of a name counts). */
function choicesOf(variant: ChoosableVariant): Map<string, string> {
  const choices = new Map<string, string>()
  for (const tag of variant.filterTags) {
    const choice = choiceTag(tag)
    if (choice && !choices.has(choice.name)) choices.set(choice.name, choice.value)
  }
  return choices
}

/**
 * The choices between `variants` (the product's, the shown one `current` among them; those without
 * a page left out): names in the order the variants first give them, values in natural order. A
 * name is offered when the shown variant has it and the variants have more than one value of it.
 * Each other value leads to the variant with it that keeps most of the shown variant's other
 * choices, one still sold before a discontinued one, the first such when several do: choosing a
 * length keeps the dimension where a variant has both.
 */
export function variantChoices(current: string, variants: readonly ChoosableVariant[]): VariantChoice[] {
  // A variant without a page (no slug) cannot be chosen.
  const reachable = variants.filter((variant) => variant.variantSlug !== '')
  const shown = reachable.find((variant) => variant.articleNumber === current)
  if (!shown || reachable.length < 2) return []
  const tagged = reachable.map((variant) => ({ variant, choices: choicesOf(variant) }))
  const own = choicesOf(shown)
  const names = [...new Set(tagged.flatMap(({ choices }) => [...choices.keys()]))].filter(
    (name) => own.has(name) && new Set(tagged.flatMap(({ choices }) => choices.get(name) ?? [])).size > 1,
  )
  /** How many of the shown variant's choices other than `name` a variant keeps. */
  const kept = (choices: Map<string, string>, name: string) =>
    names.filter((other) => other !== name && choices.get(other) === own.get(other)).length
  /** How a variant ranks as where a value leads: keeping more choices, then still sold. */
  const rank = (variant: ChoosableVariant, choices: Map<string, string>, name: string) =>
    kept(choices, name) * 2 + (variant.discontinued ? 0 : 1)
  /** The variant choosing `value` of `name` leads to: the first that ranks highest. */
  const leadsTo = (name: string, value: string): ChoosableVariant => {
    if (value === own.get(name)) return shown
    let best: { variant: ChoosableVariant; score: number } | undefined
    for (const { variant, choices } of tagged) {
      if (choices.get(name) !== value) continue
      const score = rank(variant, choices, name)
      if (!best || score > best.score) best = { variant, score }
    }
    return best?.variant ?? shown
  }

  return names.map((name) => ({
    name,
    options: [...new Set(tagged.flatMap(({ choices }) => choices.get(name) ?? []))]
      .toSorted(byValue.compare)
      .map((value) => {
        const variant = leadsTo(name, value)
        return {
          value,
          articleNumber: variant.articleNumber,
          variantSlug: variant.variantSlug,
          selected: value === own.get(name),
          discontinued: variant.discontinued,
        }
      }),
  }))
}
