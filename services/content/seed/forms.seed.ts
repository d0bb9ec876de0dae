/** Dynamic forms: contact customer service, and apply for a trade account. */
import type { SeedEntry } from '../content-store'
import type { FormInputType } from '@proffsbutik/core/domain'
import { rt } from '../rich-text'

interface Input {
  readonly id: string
  readonly title: string
  readonly type: FormInputType
  readonly required: boolean
  readonly placeholder?: string
  readonly options?: readonly string[]
}

function form(
  id: string,
  fields: Record<string, string>,
  description: ReturnType<typeof rt.doc>,
  inputs: readonly Input[],
): SeedEntry[] {
  return [
    {
      id,
      type: 'dynamicForm',
      fields: { ...fields, formDescription: description, inputs: inputs.map((i) => `${id}-${i.id}`) },
    },
    ...inputs.map((input) => ({
      id: `${id}-${input.id}`,
      type: 'formInput',
      fields: {
        id: input.id,
        title: input.title,
        type: input.type,
        requiredField: input.required,
        ...(input.placeholder ? { placeholderText: input.placeholder } : {}),
        ...(input.options ? { inputList: input.options } : {}),
      },
    })),
  ]
}

/** The id of the contact form. */
export const CONTACT_FORM = 'form-kontakt'
/** The id of the account application form. */
export const ACCOUNT_FORM = 'form-kontoansokan'

/** The form entries and their inputs. */
export const formEntries: readonly SeedEntry[] = [
  ...form(
    CONTACT_FORM,
    {
      title: 'Kontakta kundservice',
      formTitle: 'Skriv till oss',
      submitText: 'Skicka meddelande',
      recipient: 'kundservice@proffsbutik.invalid',
    },
    rt.doc(
      rt.p(
        'Har du frågor om en order, en faktura eller en produkt? Fyll i formuläret så svarar vi inom en arbetsdag.',
      ),
      rt.p('Brådskande ärenden om dagens leveranser ringer du till ', rt.bold('010-123 45 00'), '.'),
    ),
    [
      { id: 'namn', title: 'Namn', type: 'text', required: true, placeholder: 'För- och efternamn' },
      { id: 'foretag', title: 'Företag', type: 'text', required: true, placeholder: 'Företagets namn' },
      {
        id: 'kundnummer',
        title: 'Kundnummer',
        type: 'text',
        required: false,
        placeholder: 'Finns på fakturan',
      },
      { id: 'epost', title: 'E-post', type: 'email', required: true, placeholder: 'namn@foretag.se' },
      { id: 'telefon', title: 'Telefon', type: 'tel', required: false, placeholder: '070-123 45 67' },
      {
        id: 'amne',
        title: 'Vad gäller det?',
        type: 'select',
        required: true,
        options: [
          'Order och leverans',
          'Faktura',
          'Produktfråga',
          'Retur eller reklamation',
          'Webbutiken',
          'Annat',
        ],
      },
      {
        id: 'meddelande',
        title: 'Meddelande',
        type: 'textarea',
        required: true,
        placeholder: 'Beskriv ditt ärende',
      },
    ],
  ),
  ...form(
    ACCOUNT_FORM,
    {
      title: 'Ansökan om företagskonto',
      formTitle: 'Ansök om konto',
      submitText: 'Skicka ansökan',
      recipient: 'kundservice@proffsbutik.invalid',
    },
    rt.doc(
      rt.p(
        'Med ett företagskonto handlar du till era avtalspriser, får faktura med 30 dagars betalningsvillkor och ser lagersaldo i alla butiker.',
      ),
      rt.p('Vi gör en kreditupplysning på företaget. Du får svar inom två arbetsdagar.'),
    ),
    [
      { id: 'foretagsnamn', title: 'Företagsnamn', type: 'text', required: true },
      {
        id: 'organisationsnummer',
        title: 'Organisationsnummer',
        type: 'organisationNumber',
        required: true,
        placeholder: '556677-8899',
      },
      {
        id: 'bransch',
        title: 'Bransch',
        type: 'select',
        required: true,
        options: [
          'VVS',
          'El',
          'Bygg',
          'Fastighet',
          'Kyla och värmepump',
          'Mark och anläggning',
          'Industri',
          'Annan',
        ],
      },
      {
        id: 'kontaktperson',
        title: 'Kontaktperson',
        type: 'text',
        required: true,
        placeholder: 'För- och efternamn',
      },
      { id: 'epost', title: 'E-post', type: 'email', required: true, placeholder: 'namn@foretag.se' },
      { id: 'telefon', title: 'Telefon', type: 'tel', required: true },
      { id: 'fakturaadress', title: 'Fakturaadress', type: 'textarea', required: true },
      {
        id: 'fakturasatt',
        title: 'Hur vill ni få fakturan?',
        type: 'radio',
        required: true,
        options: ['E-faktura', 'PDF via e-post', 'Papper'],
      },
      {
        id: 'villkor',
        title: 'Jag har läst och godkänner de allmänna försäljningsvillkoren',
        type: 'checkbox',
        required: true,
      },
    ],
  ),
]
