import { useState, type FormEvent } from 'react'
import { useT } from '../../i18n/use-t'
import { financeSearchProblems } from '../../routing/finance-query'
import type { FinanceSearch } from '../../routing/finance-search'
import { TextField } from '../account-forms/text-field'
import { useFormSubmission } from '../forms/form-submission'

type Fields = Pick<FinanceSearch, 'from' | 'to'>

/**
 * The invoices' date range. A bad day or a range that ends before it starts is refused next to its
 * field and what was typed stays; a good range goes to the address (page 1). A range arriving in
 * the address fills the form only while the buyer has not changed it since (as order history's).
 */
export function InvoiceRangeForm({
  search,
  onSearch,
}: {
  readonly search: FinanceSearch
  readonly onSearch: (search: FinanceSearch) => void
}) {
  const t = useT()
  const [fields, setFields] = useState<Fields>({ from: search.from, to: search.to })
  const [edited, setEdited] = useState(false)
  const [followed, setFollowed] = useState<Fields>({ from: search.from, to: search.to })
  const { form, problems, submit, setProblems } = useFormSubmission(() => financeSearchProblems(search))

  if (search.from !== followed.from || search.to !== followed.to) {
    const arrived = { from: search.from, to: search.to }
    setFollowed(arrived)
    if (!edited) {
      setFields(arrived)
      setProblems(financeSearchProblems(arrived))
    }
  }

  const edit = (change: Partial<Fields>) => {
    setFields((current) => ({ ...current, ...change }))
    setEdited(true)
  }

  const filter = (event: FormEvent<HTMLFormElement>) =>
    submit(event, {
      check: () => financeSearchProblems(fields),
      send: async () => {
        setEdited(false)
        onSearch({ ...fields, page: 1 })
      },
    })

  return (
    <form
      ref={form}
      method="get"
      className="order-search finance-range"
      onSubmit={(event) => void filter(event)}
      noValidate
    >
      <div className="order-search__dates">
        <TextField
          name="from"
          type="date"
          label={t('finance.invoices.from')}
          value={fields.from}
          onChange={(event) => edit({ from: event.target.value })}
          problem={problems['from'] ? t(problems['from']) : undefined}
        />
        <TextField
          name="to"
          type="date"
          label={t('finance.invoices.to')}
          value={fields.to}
          onChange={(event) => edit({ to: event.target.value })}
          problem={problems['to'] ? t(problems['to']) : undefined}
        />
      </div>
      <button type="submit" className="button button--primary">
        {t('finance.invoices.filter')}
      </button>
    </form>
  )
}
