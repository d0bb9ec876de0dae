import { Link } from '@tanstack/react-router'
import { useEffect, useMemo, useState, type FormEvent } from 'react'
import { readQuantity } from '@proffsbutik/core/domain'
import { useT } from '../../i18n/use-t'
import { listFailureKey } from '../../stores/shopping-list.store'
import type { ListChoice, ListItems } from '../../stores/shopping-lists-actions'
import { useStores } from '../../stores/stores-context'
import type { FieldProblems } from '../account-forms/validation'
import { useFormSubmission } from '../forms/form-submission'
import type { AddToListProps } from './add-to-list'
import { Field, listNameProblems, listQuantityProblemText, nameProblemText } from './list-fields'
import { shoppingListsOf } from '../../stores/shopping-lists-actions'

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
  const stores = useStores()
  const shoppingLists = useMemo(() => shoppingListsOf(stores), [stores])
  const [lists, setLists] = useState<readonly ListChoice[] | null>(null)
  const [choice, setChoice] = useState<string | null>(null)
  const [name, setName] = useState('')
  const [quantity, setQuantity] = useState('1')
  const { form, problems, failure, busy, clear, submit, setFailure } = useFormSubmission()
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
    shoppingLists.choices().then(
      (answer) => current && setLists(answer),
      (error: unknown) => {
        if (!current) return
        setFailure(listFailureKey(error))
        setLists([])
      },
    )
    return () => {
      current = false
    }
  }, [unread, shoppingLists, setFailure])

  // The lines that go: the cart's ticked lines, or the article in the quantity typed.
  const read = readQuantity(quantity)
  const items: ListItems =
    'items' in props
      ? props.items
      : read.ok
        ? [{ articleNumber: props.article.articleNumber, quantity: read.quantity }]
        : []

  const check = (): FieldProblems => ({
    ...(listId === NEW_LIST ? listNameProblems(name) : {}),
    ...('article' in props && !read.ok ? { quantity: read.problem } : {}),
  })

  const add = (event: FormEvent) =>
    submit(event, {
      check,
      send: async () => {
        if (items.length === 0) return
        const chosen = lists?.find((list) => list.favoriteId === listId)
        const target = await shoppingLists.addItems(
          listId === NEW_LIST ? { newName: name } : { listId, name: chosen?.favoriteName ?? '' },
          items,
        )
        if (listId === NEW_LIST) {
          // The new list is read with the others, and chosen.
          setLists(null)
          setChoice(target.listId)
          setName('')
        }
        setAdded(target)
      },
      fieldsOf: () => ({}),
      messageOf: listFailureKey,
    })

  return (
    <form
      ref={form}
      id={`${id}-panel`}
      className="add-to-list__panel"
      hidden={!shown}
      onSubmit={(event) => void add(event)}
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
          name="name"
          label={t('lists.name')}
          value={name}
          onChange={(text) => {
            setName(text)
            clear('name')
          }}
          problem={nameProblemText(t, problems['name'])}
        />
      )}
      {'article' in props && (
        <Field
          id={`${id}-quantity`}
          name="quantity"
          label={t('lists.quantity')}
          value={quantity}
          onChange={(text) => {
            setQuantity(text)
            clear('quantity')
          }}
          inputMode="decimal"
          problem={listQuantityProblemText(t, problems['quantity'])}
        />
      )}
      {failure && (
        <p className="form-problem" role="alert">
          {t(failure)}
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
