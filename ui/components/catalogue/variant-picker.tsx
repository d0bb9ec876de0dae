import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import type { RpcOutput } from '../../../server/rpc/shop-api.rpc'
import { useT } from '../../i18n/use-t'

/** What the product's variants differ in, as the product page gets it. */
type Choices = Extract<RpcOutput<'productPage'>, { kind: 'page' }>['choices']

/**
 * Choosing a variant by its filter tags: per thing the variants differ in ("Dimension"), its values
 * as links to the variant with each, the shown one marked. Links, so that choosing works before the
 * page is interactive; the page keeps its scroll position, as a choice on the same product should.
 */
export function VariantPicker({ choices }: { choices: Choices }) {
  return (
    <div className="variant-picker">
      {choices.map((choice) => (
        <VariantChoice key={choice.name} choice={choice} />
      ))}
    </div>
  )
}

function VariantChoice({ choice }: { choice: Choices[number] }) {
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
        {choice.options.map((option) => {
          const className = `variant-picker__option${option.discontinued ? ' variant-picker__option--discontinued' : ''}`
          const discontinued = option.discontinued && (
            <span className="visually-hidden"> ({t('product.discontinued')})</span>
          )
          return (
            <li key={option.value}>
              {option.selected ? (
                <span className={`${className} variant-picker__option--selected`} aria-current="true">
                  {option.value}
                  {discontinued}
                </span>
              ) : (
                <Link
                  to="/produkt/$slug"
                  params={{ slug: option.variantSlug }}
                  resetScroll={false}
                  className={className}
                >
                  {option.value}
                  {discontinued}
                </Link>
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
