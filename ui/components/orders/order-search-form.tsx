import { useState, type FormEvent } from 'react'
import { orderStatuses, type OrderStatus } from '../../../core/domain/order'
import { useT } from '../../i18n/use-t'
import {
  ORDER_SEARCH_TEXT_MAX,
  orderSearchProblems,
  orderSortOptions,
  type OrderSearch,
  type OrderSort,
} from '../../routing/order-search'
import { TextField } from '../account-forms/text-field'
import { sortName, statusName } from './order-texts'

/**
 * Order history's search: text, statuses, a date range and the sort. A bad range is refused next
 * to its field and the typed values stay; a good search goes to the address (page 1).
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
  const [q, setQ] = useState(search.q)
  const [status, setStatus] = useState<readonly OrderStatus[]>(search.status)
  const [from, setFrom] = useState(search.from)
  const [to, setTo] = useState(search.to)
  const [sort, setSort] = useState<OrderSort>(search.sort)
  const [problems, setProblems] = useState(() => orderSearchProblems(search))

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = orderSearchProblems({ q, from, to })
    setProblems(found)
    if (Object.keys(found).length > 0) return
    onSearch({ q: q.trim(), status, from, to, sort, page: 1 })
  }

  const toggle = (code: OrderStatus, on: boolean) =>
    setStatus((current) => orderStatuses.filter((s) => (s === code ? on : current.includes(s))))

  return (
    <form method="get" role="search" className="order-search" onSubmit={submit} noValidate>
      <TextField
        name="q"
        type="search"
        label={t('orders.search.text')}
        hint={t('orders.search.text_hint')}
        value={q}
        maxLength={ORDER_SEARCH_TEXT_MAX}
        onChange={(event) => setQ(event.target.value)}
        problem={problems.q ? t(problems.q) : undefined}
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
          onChange={(event) => setFrom(event.target.value)}
          problem={problems.from ? t(problems.from) : undefined}
        />
        <TextField
          name="to"
          type="date"
          label={t('orders.search.to')}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          problem={problems.to ? t(problems.to) : undefined}
        />
      </div>
      <div className="account-field">
        <label htmlFor="order-sort">{t('orders.search.sort')}</label>
        <select
          id="order-sort"
          name="sort"
          value={sort}
          onChange={(event) => setSort(event.target.value as OrderSort)}
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
