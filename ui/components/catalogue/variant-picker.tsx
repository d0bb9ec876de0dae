import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import type { RpcOutput } from '../../../server/rpc/shop-api.rpc'
import { useT } from '../../i18n/use-t'

/** What the product's variants differ in, as the product page gets it. */
type Choices = Extract<RpcOutput<'productPage'>, { kind: 'page' }>['choices']

/**
 * Choosing a variant by its filter tags: per thing the variants differ in ("Dimension"), its values
 * as links to the variant with each, the shown one marked as the current page. Links, so that
 * choosing works before the page is interactive; every option is one, so that the one chosen keeps
 * the keyboard's focus when the page changes under it.
 */
export function VariantPicker({ choices }: { choices: Choices }) {
  return (
    <div className="variant-picker">
      {choices.map((choice) => (
        <ChoiceGroup key={choice.name} choice={choice} />
      ))}
    </div>
  )
}

function ChoiceGroup({ choice }: { choice: Choices[number] }) {
  const t = useT()
  const labelId = useId()
  const chosen = choice.options.find((option) => option.selected)
  return (
    <div className="variant-picker__choice" role="group" aria-labelledby={labelId}>
      <p className="variant-picker__name" id={labelId}>
        {choice.name}
        {chosen && (
          <>
            : <strong>{chosen.value}</strong>
          </>
        )}
      </p>
      <ul className="variant-picker__options">
        {choice.options.map((option) => (
          <li key={option.value}>
            <Link
              to="/produkt/$slug"
              params={{ slug: option.variantSlug }}
              className={[
                'variant-picker__option',
                option.selected && 'variant-picker__option--selected',
                option.discontinued && 'variant-picker__option--discontinued',
              ]
                .filter(Boolean)
                .join(' ')}
              aria-current={option.selected ? 'page' : undefined}
            >
              {option.value}
              {option.discontinued && <span className="visually-hidden"> ({t('product.discontinued')})</span>}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
