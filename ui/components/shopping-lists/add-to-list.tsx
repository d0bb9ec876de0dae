import { Link, useRouter } from '@tanstack/react-router'
import { observer } from 'mobx-react-lite'
import { useId, useState, type FormEvent } from 'react'
import { LIST_NAME_MAX, listNameProblem, readListQuantity } from '../../../core/domain/shopping-list'
import type { RpcOutput } from '../../../server/rpc/shop-api.rpc'
import { useT } from '../../i18n/use-t'
import { listFailureKey } from '../../stores/shopping-list.store'
import { useStores } from '../../stores/stores-context'

type ListChoice = RpcOutput<'shoppingLists'>['lists'][number]

/** What a refused list name shows next to its field. */
export function nameProblemText(
  t: ReturnType<typeof useT>,
  problem: 'empty' | 'tooLong' | null,
): string | undefined {
  if (problem === 'empty') return t('lists.name_missing')
  if (problem === 'tooLong') return t('lists.name_too_long', { max: LIST_NAME_MAX })
  return undefined
}

/** What a refused quantity shows next to its field. */
export function quantityProblemText(
  t: ReturnType<typeof useT>,
  problem: 'invalid' | 'tooLarge' | undefined,
): string | undefined {
  if (problem === 'invalid') return t('lists.quantity_invalid')
  if (problem === 'tooLarge') return t('lists.quantity_too_large', { max: '1 000 000' })
  return undefined
}

/** The value of the "new list" choice. */
const NEW_LIST = ''

/**
 * "Lägg i inköpslista": opens a small form to put articles in one of the shopping lists of the
 * customer the buyer acts for, or in a new one. With `article` (the product page) the buyer types
 * the quantity; with `items` (the cart's ticked lines) the lines' quantities go. Only for a
 * logged-in buyer; the lists are read when the form first opens.
 */
export const AddToList = observer(function AddToList(
  props:
    | { readonly article: { readonly articleNumber: string; readonly name: string } }
    | { readonly items: readonly { readonly articleNumber: string; readonly quantity: number }[] },
) {
  const t = useT()
  const { session } = useStores()
  const { api } = useRouter().options.context
  const id = useId()
  const [open, setOpen] = useState(false)
  const [lists, setLists] = useState<ListChoice[] | null>(null)
  const [choice, setChoice] = useState<string | null>(null)
  const [name, setName] = useState('')
  const [quantity, setQuantity] = useState('1')
  const [problems, setProblems] = useState<{
    name?: 'empty' | 'tooLong'
    quantity?: 'invalid' | 'tooLarge'
    form?: string
  }>({})
  const [busy, setBusy] = useState(false)
  const [added, setAdded] = useState<{ listId: string; name: string } | null>(null)
  if (session.status !== 'authenticated') return null
  const listId = choice ?? lists?.[0]?.favoriteId ?? NEW_LIST

  const toggle = async () => {
    const opening = !open
    setOpen(opening)
    setAdded(null)
    if (!opening || lists !== null) return
    try {
      setLists([...(await api.shoppingLists({ offset: 0 })).lists])
    } catch (error) {
      setProblems({ form: listFailureKey(error) })
      setLists([])
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found: { name?: 'empty' | 'tooLong'; quantity?: 'invalid' | 'tooLarge' } = {}
    const nameProblem = listId === NEW_LIST ? listNameProblem(name) : null
    if (nameProblem) found.name = nameProblem
    let items = 'items' in props ? props.items : []
    if ('article' in props) {
      const read = readListQuantity(quantity)
      if (read.ok) items = [{ articleNumber: props.article.articleNumber, quantity: read.quantity }]
      else found.quantity = read.problem
    }
    setProblems(found)
    if (found.name || found.quantity || items.length === 0) return
    setBusy(true)
    try {
      let target = { listId, name: lists?.find((l) => l.favoriteId === listId)?.favoriteName ?? '' }
      if (listId === NEW_LIST) {
        const made = await api.createShoppingList({ name, access: 'private' })
        target = { listId: made.favoriteId, name: name.trim() }
        setLists(null)
        setChoice(made.favoriteId)
        setName('')
      }
      await api.addToShoppingList({ listId: target.listId, items })
      setAdded(target)
    } catch (error) {
      setProblems({ form: listFailureKey(error) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="add-to-list">
      <button
        type="button"
        className="button button--secondary"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => void toggle()}
      >
        {t('lists.add_to_list')}
      </button>
      <form
        id={`${id}-panel`}
        className="add-to-list__panel"
        hidden={!open}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        {lists === null ? (
          <p>{t('lists.loading')}</p>
        ) : (
          <div className="list-field">
            <label htmlFor={`${id}-list`}>{t('lists.choose_list')}</label>
            <select id={`${id}-list`} value={listId} onChange={(event) => setChoice(event.target.value)}>
              {lists.map((list) => (
                <option key={list.favoriteId} value={list.favoriteId}>
                  {list.favoriteName}
                </option>
              ))}
              <option value={NEW_LIST}>{t('lists.new_list_option')}</option>
            </select>
          </div>
        )}
        {lists !== null && listId === NEW_LIST && (
          <Field
            id={`${id}-name`}
            label={t('lists.name')}
            value={name}
            onChange={setName}
            problem={nameProblemText(t, problems.name ?? null)}
          />
        )}
        {'article' in props && (
          <Field
            id={`${id}-quantity`}
            label={t('lists.quantity')}
            value={quantity}
            onChange={setQuantity}
            inputMode="decimal"
            problem={quantityProblemText(t, problems.quantity)}
          />
        )}
        {problems.form && (
          <p className="form-problem" role="alert">
            {t(problems.form)}
          </p>
        )}
        {added && (
          <p role="status">
            {t('lists.added', { list: added.name })}{' '}
            <Link to="/mina-sidor/inkopslistor/$listId" params={{ listId: added.listId }}>
              {t('lists.show_list')}
            </Link>
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={busy || lists === null}>
          {t('lists.add')}
        </button>
      </form>
    </div>
  )
})

/** A labelled text input with its problem under it, tied to it. */
export function Field({
  id,
  label,
  value,
  onChange,
  problem,
  inputMode,
  maxLength,
}: {
  readonly id: string
  readonly label: string
  readonly value: string
  readonly onChange: (text: string) => void
  readonly problem?: string | undefined
  readonly inputMode?: 'decimal'
  readonly maxLength?: number
}) {
  return (
    <div className={`list-field${problem ? ' list-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        inputMode={inputMode}
        maxLength={maxLength}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem && (
        <p id={`${id}-problem`} className="list-field__problem">
          {problem}
        </p>
      )}
    </div>
  )
}
