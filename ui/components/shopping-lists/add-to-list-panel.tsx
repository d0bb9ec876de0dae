import { Link, useRouter } from '@tanstack/react-router'
import { useEffect, useState, type FormEvent } from 'react'
import { listNameProblem, type QuantityProblem, readQuantity } from '@proffsbutik/core/domain'
import type { RpcOutput } from '../../../server/rpc/shop-api.rpc'
import { useT } from '../../i18n/use-t'
import { listFailureKey } from '../../stores/shopping-list.store'
import type { AddToListProps } from './add-to-list'
import { Field, listQuantityProblemText, nameProblemText } from './list-fields'

type ListChoice = RpcOutput<'shoppingLists'>['lists'][number]

/** The value of the "new list" choice. */
const NEW_LIST = ''

/**
 * The form of "Lägg i inköpslista" (add-to-list.tsx), loaded when it is first opened: one of the
 * shopping lists of the customer the buyer acts for, or a new one, read when the form mounts. With
 * `article` (the product page) the buyer types the quantity; with `items` (the cart's ticked lines)
 * the lines' quantities go. `shown` is false while the form is closed again: it keeps what it read.
 */
export function AddToListPanel({
  id,
  shown,
  ...props
}: AddToListProps & { readonly id: string; readonly shown: boolean }) {
  const t = useT()
  const { api } = useRouter().options.context
  const [lists, setLists] = useState<ListChoice[] | null>(null)
  const [choice, setChoice] = useState<string | null>(null)
  const [name, setName] = useState('')
  const [quantity, setQuantity] = useState('1')
  const [problems, setProblems] = useState<{
    name?: 'empty' | 'tooLong'
    quantity?: QuantityProblem
    form?: string
  }>({})
  const [busy, setBusy] = useState(false)
  const [added, setAdded] = useState<{ listId: string; name: string } | null>(null)
  const listId = choice ?? lists?.[0]?.favoriteId ?? NEW_LIST

  // Opened again, the form no longer says what it added last time.
  useEffect(() => {
    if (shown) setAdded(null)
  }, [shown])
  // The lists are read when the form is shown without them (first, and after a new list was made).
  const unread = shown && lists === null
  useEffect(() => {
    if (!unread) return
    let current = true
    api.shoppingLists({ offset: 0 }).then(
      (answer) => current && setLists([...answer.lists]),
      (error: unknown) => {
        if (!current) return
        setProblems({ form: listFailureKey(error) })
        setLists([])
      },
    )
    return () => {
      current = false
    }
  }, [unread, api])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found: { name?: 'empty' | 'tooLong'; quantity?: QuantityProblem } = {}
    const nameProblem = listId === NEW_LIST ? listNameProblem(name) : null
    if (nameProblem) found.name = nameProblem
    let items = 'items' in props ? props.items : []
    if ('article' in props) {
      const read = readQuantity(quantity)
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
    <form
      id={`${id}-panel`}
      className="add-to-list__panel"
      hidden={!shown}
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
          problem={listQuantityProblemText(t, problems.quantity)}
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
  )
}
