import { useState, type FormEvent } from 'react'
import { type OrderStatus, orderStatuses } from '@proffsbutik/core/domain'
import { useT } from '../../i18n/use-t'
import { orderSearchProblems } from '../../routing/order-query'
import {
  ORDER_SEARCH_TEXT_MAX,
  orderSortOptions,
  type OrderSearch,
  type OrderSort,
} from '../../routing/order-search'
import { TextField } from '../account-forms/text-field'
import { useFormSubmission } from '../forms/form-submission'
import { sortName, statusName } from './order-texts'

type Fields = Pick<OrderSearch, 'q' | 'status' | 'from' | 'to' | 'sort'>

const fieldsOf = ({ q, status, from, to, sort }: OrderSearch): Fields => ({ q, status, from, to, sort })
const sameFields = (a: Fields, b: Fields) => JSON.stringify(a) === JSON.stringify(b)

/**
 * Order history's search: text, statuses, a date range and the sort. A bad range is refused next
 * to its field and the typed values stay; a good search goes to the address (page 1). A search that
 * arrives in the address (back, forward, a search finishing loading) fills the form only while the
 * buyer has not changed it since the last search: what she types meanwhile is never wiped.
 */
export function OrderSearchForm({
  search,
  onSearch,
  pricesShown,
}: {
  readonly search: OrderSearch
  readonly onSearch: (search: OrderSearch) => void
  /** Without prices (EJ_SE_PRISER) there is no sorting by amount either. */
  readonly pricesShown: boolean
}) {
  const t = useT()
  const [fields, setFields] = useState(() => fieldsOf(search))
  const [edited, setEdited] = useState(false)
  const [followed, setFollowed] = useState(() => fieldsOf(search))
  const { form, problems, submit, setProblems } = useFormSubmission(() => orderSearchProblems(search))
  const { q, status, from, to, sort } = fields

  const arrived = fieldsOf(search)
  if (!sameFields(arrived, followed)) {
    setFollowed(arrived)
    if (!edited) {
      setFields(arrived)
      setProblems(orderSearchProblems(arrived))
    }
  }

  const edit = (change: Partial<Fields>) => {
    setFields((current) => ({ ...current, ...change }))
    setEdited(true)
  }

  const find = (event: FormEvent<HTMLFormElement>) =>
    submit(event, {
      check: () => orderSearchProblems({ q, from, to }),
      send: async () => {
        setEdited(false)
        onSearch({ q: q.trim(), status, from, to, sort, page: 1 })
      },
    })

  const toggle = (code: OrderStatus, on: boolean) =>
    edit({ status: orderStatuses.filter((s) => (s === code ? on : status.includes(s))) })

  return (
    <form
      ref={form}
      method="get"
      role="search"
      className="order-search"
      onSubmit={(event) => void find(event)}
      noValidate
    >
      <TextField
        name="q"
        type="search"
        label={t('orders.search.text')}
        hint={t('orders.search.text_hint')}
        value={q}
        maxLength={ORDER_SEARCH_TEXT_MAX}
        onChange={(event) => edit({ q: event.target.value })}
        problem={problems['q'] ? t(problems['q']) : undefined}
      />
      <fieldset className="order-search__statuses">
        <legend>{t('orders.search.status')}</legend>
        {orderStatuses.map((code) => (
          <label key={code} className="order-search__status">
            <input
              type="checkbox"
              name="status"
              value={code}
              checked={status.includes(code)}
              onChange={(event) => toggle(code, event.target.checked)}
            />
            {statusName(t, code)}
          </label>
        ))}
      </fieldset>
      <div className="order-search__dates">
        <TextField
          name="from"
          type="date"
          label={t('orders.search.from')}
          value={from}
          onChange={(event) => edit({ from: event.target.value })}
          problem={problems['from'] ? t(problems['from']) : undefined}
        />
        <TextField
          name="to"
          type="date"
          label={t('orders.search.to')}
          value={to}
          onChange={(event) => edit({ to: event.target.value })}
          problem={problems['to'] ? t(problems['to']) : undefined}
        />
      </div>
      <div className="account-field">
        <label htmlFor="order-sort">{t('orders.search.sort')}</label>
        <select
          id="order-sort"
          name="sort"
          value={sort}
          onChange={(event) => edit({ sort: event.target.value as OrderSort })}
        >
          {orderSortOptions
            .filter((option) => pricesShown || !option.startsWith('total:'))
            .map((option) => (
              <option key={option} value={option}>
                {sortName(t, option)}
              </option>
            ))}
        </select>
      </div>
      <button type="submit" className="button button--primary">
        {t('orders.search.submit')}
      </button>
    </form>
  )
}
