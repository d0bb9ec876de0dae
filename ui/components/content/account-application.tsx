import type { DynamicForm, Section } from '@proffsbutik/core/domain'
import { useT } from '../../i18n/use-t'
import { DynamicFormView } from './dynamic-form'
import { RichTextView } from './rich-text'

/** A dynamic form placed on a content page as a section of its own (a contact form, an inquiry). */
export function FormSection({ form }: { readonly form: DynamicForm | undefined }) {
  const t = useT()
  return (
    <section className="content-section form-section">
      <div className="account-card">
        {form ? <DynamicFormView form={form} /> : <p role="alert">{t('forms.unavailable')}</p>}
      </div>
    </section>
  )
}

/** The account application: its title and text, and the dynamic form it names. */
export function AccountApplicationSection({
  section,
  form,
}: {
  readonly section: Extract<Section, { kind: 'accountApplication' }>
  readonly form: DynamicForm | undefined
}) {
  const t = useT()
  return (
    <section className="content-section account-application">
      {section.title && <h2 className="content-section__title">{section.title}</h2>}
      <RichTextView text={section.text} />
      <div className="account-card">
        {form ? <DynamicFormView form={form} /> : <p role="alert">{t('forms.unavailable')}</p>}
      </div>
    </section>
  )
}
