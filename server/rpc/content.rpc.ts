/**
 * The RPCs of the content screens: the start page, content and listing pages, store pages and
 * dynamic forms. Pages come with `picks`: for each random-banners and marketing-banners section the
 * index of the banner this view shows, drawn on the server so the hydrated page shows what the
 * server rendered.
 */
import { Schema } from 'effect'
import { MAX_FORM_INPUTS } from '@proffsbutik/core/domain'
import {
  ContentPageSchema,
  DynamicFormSchema,
  FrontPageSchema,
  ListingPageSchema,
  StoreDetailsSchema,
  StorePageSchema,
} from './content.schema'
import { Id, rpc, Text } from './rpc-definition'

/** A slug: 1 to 200 characters. */
const Slug = Text(200).check(Schema.isMinLength(1))

/** The banner each banner section of a page shows, by section id. */
const Picks = Schema.Record(Schema.String, Schema.Number)

/** The dynamic forms of a page's account-application sections, by form id (a form that failed to load is absent). */
const Forms = Schema.Record(Schema.String, DynamicFormSchema)

/** A form's answers by input id: text (at most 10 000 characters; the rules allow less) or a tick. */
const Answers = Schema.Record(Text(100), Schema.Union([Text(10_000), Schema.Boolean])).check(
  Schema.makeFilter(
    (answers) => Object.keys(answers).length <= MAX_FORM_INPUTS || `At most ${MAX_FORM_INPUTS} answers`,
  ),
)

/** The content RPCs. */
export const contentRpcs = {
  /** The start page's content with its banner picks. */
  frontPage: rpc({
    input: Schema.Struct({}),
    output: Schema.Struct({ page: FrontPageSchema, picks: Picks }),
    session: 'none',
  }),
  /**
   * What lives at /{slug}: a content page (an authenticatedOnly one fails with ContentLoginRequired
   * for a visitor), else a listing page; else ContentNotFound (404).
   */
  contentPage: rpc({
    input: Schema.Struct({ slug: Slug }),
    output: Schema.Union([
      Schema.Struct({ kind: Schema.Literal('page'), page: ContentPageSchema, picks: Picks, forms: Forms }),
      Schema.Struct({ kind: Schema.Literal('listing'), listing: ListingPageSchema }),
    ]),
    session: 'none',
  }),
  /** A content page under the listing page that lists it (/{listing}/{slug}). */
  listedPage: rpc({
    input: Schema.Struct({ parentSlug: Slug, slug: Slug }),
    output: Schema.Struct({ page: ContentPageSchema, picks: Picks, forms: Forms }),
    session: 'none',
  }),
  /** A store page (/butiker/{id}) with the store's details. */
  storePage: rpc({
    input: Schema.Struct({ storeId: Id }),
    output: Schema.Struct({ page: StorePageSchema, details: StoreDetailsSchema, picks: Picks }),
    session: 'none',
  }),
  /** A dynamic form by id. */
  dynamicForm: rpc({ input: Schema.Struct({ id: Id }), output: DynamicFormSchema, session: 'none' }),
  /**
   * Sends a dynamic form's answers. Refused answers fail with FormAnswersRefused (400, the issues in
   * `details.issues`); too many forms from one address with FormNotSent (errors.too_many_attempts).
   */
  submitForm: rpc({
    input: Schema.Struct({ formId: Id, answers: Answers }),
    output: Schema.Struct({ submissionId: Schema.Number }),
    session: 'none',
  }),
}
