/**
 * The answers of getStoreDetails, getAllStoreDetails, getStorePage, getAllRetailers and
 * getDynamicForm, decoded and turned into the domain's stores, retailers and forms.
 */
import { Schema } from 'effect'
import {
  formInputTypes,
  type DynamicForm,
  type Retailer,
  type StoreDetails,
  type StorePage,
  storePageSectionKinds,
  weekdays,
} from '@proffsbutik/core/domain'
import {
  Collection,
  Items,
  itemsOf,
  Maybe,
  MaybeBoolean,
  MaybeImage,
  MaybeRich,
  MaybeString,
  Sys,
  toRichText,
} from './content-wire.schema'
import { AssortmentIconWire, PersonWire, SectionItem, sectionsOf } from './sections.schema'

const GeoPointWire = Maybe(Schema.Struct({ lat: Schema.Number, lon: Schema.Number }))

/** The special opening hours (a JSON field): `[{date, name, hours}]`, hours null when closed. */
const SpecialHours = Maybe(
  Schema.Array(Schema.Struct({ date: Schema.String, name: Schema.String, hours: MaybeString })),
)

const StoreDetailsWire = Schema.Struct({
  sys: Sys,
  storeId: Schema.String,
  name: Schema.String,
  label: MaybeString,
  address: MaybeString,
  phone: MaybeString,
  email: MaybeString,
  location: GeoPointWire,
  openingHoursMonday: MaybeString,
  openingHoursTuesday: MaybeString,
  openingHoursWednesday: MaybeString,
  openingHoursThursday: MaybeString,
  openingHoursFriday: MaybeString,
  openingHoursSaturday: MaybeString,
  openingHoursSunday: MaybeString,
  specialOpeningHoursWeekdays: SpecialHours,
  specialOpeningHoursWeekends: SpecialHours,
  infobox: MaybeRich,
})

type StoreDetailsWire = typeof StoreDetailsWire.Type

const hoursOn: Record<(typeof weekdays)[number], (w: StoreDetailsWire) => string | undefined> = {
  monday: (w) => w.openingHoursMonday,
  tuesday: (w) => w.openingHoursTuesday,
  wednesday: (w) => w.openingHoursWednesday,
  thursday: (w) => w.openingHoursThursday,
  friday: (w) => w.openingHoursFriday,
  saturday: (w) => w.openingHoursSaturday,
  sunday: (w) => w.openingHoursSunday,
}

/** A store's details with its week of opening hours, Monday first. */
export const toStoreDetails = (w: StoreDetailsWire): StoreDetails => ({
  id: w.sys.id,
  storeId: w.storeId,
  name: w.name,
  label: w.label,
  address: w.address,
  phone: w.phone,
  email: w.email,
  location: w.location,
  openingHours: weekdays.map((day) => ({ day, hours: hoursOn[day](w) })),
  specialOpeningHoursWeekdays: w.specialOpeningHoursWeekdays ?? [],
  specialOpeningHoursWeekends: w.specialOpeningHoursWeekends ?? [],
  infobox: toRichText(w.infobox),
})

/** getStoreDetails and getAllStoreDetails. */
export const StoreDetailsAnswer = Schema.Struct({
  storeDetailsCollection: Items(Schema.NullOr(StoreDetailsWire)),
})

const StorePageWire = Schema.Struct({
  sys: Sys,
  storeId: Schema.String,
  title: MaybeString,
  metaDescription: MaybeString,
  ingress: MaybeRich,
  bodyTextPrimary: MaybeRich,
  image: MaybeImage,
  storeDetails: Maybe(StoreDetailsWire),
  assortmentsCollection: Collection(AssortmentIconWire),
  servicesCollection: Collection(
    Schema.Struct({ title: MaybeString, icon: MaybeString, description: MaybeString }),
  ),
  storeActivitiesCollection: Collection(
    Schema.Struct({ title: MaybeString, date: MaybeString, description: MaybeString, image: MaybeImage }),
  ),
  contactsSectionTitle: MaybeString,
  contactsCollection: Collection(PersonWire),
  phoneNumbersCollection: Collection(PersonWire),
  sectionsCollection: Maybe(Schema.Struct({ items: Schema.Array(SectionItem) })),
})

/** getStorePage. */
export const StorePageAnswer = Schema.Struct({ storePageCollection: Items(StorePageWire) })

/** A store page with its details and sections of the store page's kinds. */
export const toStorePage = (w: typeof StorePageWire.Type): StorePage => ({
  id: w.sys.id,
  storeId: w.storeId,
  title: w.title,
  metaDescription: w.metaDescription,
  ingress: toRichText(w.ingress),
  body: toRichText(w.bodyTextPrimary),
  image: w.image,
  details: w.storeDetails && toStoreDetails(w.storeDetails),
  assortments: itemsOf(w.assortmentsCollection),
  services: itemsOf(w.servicesCollection),
  activities: itemsOf(w.storeActivitiesCollection),
  contactsSectionTitle: w.contactsSectionTitle,
  contacts: itemsOf(w.contactsCollection),
  phoneNumbers: itemsOf(w.phoneNumbersCollection),
  sections: sectionsOf(storePageSectionKinds, w.sectionsCollection?.items ?? []),
})

const RetailerWire = Schema.Struct({
  sys: Sys,
  name: Schema.String,
  address: MaybeString,
  location: GeoPointWire,
  offerings: Maybe(Schema.Array(Schema.String)),
  link: MaybeString,
})

/** getAllRetailers. */
export const RetailersAnswer = Schema.Struct({ retailerCollection: Items(Schema.NullOr(RetailerWire)) })

/** A retailer. */
export const toRetailer = ({ sys, offerings, ...rest }: typeof RetailerWire.Type): Retailer => ({
  id: sys.id,
  ...rest,
  offerings: offerings ?? [],
})

const DynamicFormWire = Schema.Struct({
  sys: Sys,
  title: MaybeString,
  formTitle: MaybeString,
  submitText: MaybeString,
  formDescription: MaybeRich,
  inputsCollection: Collection(
    Schema.Struct({
      id: Schema.String,
      title: MaybeString,
      type: Schema.Literals(formInputTypes),
      inputList: Maybe(Schema.Array(Schema.String)),
      requiredField: MaybeBoolean,
      placeholderText: MaybeString,
    }),
  ),
})

/** getDynamicForm. */
export const DynamicFormAnswer = Schema.Struct({ dynamicFormCollection: Items(DynamicFormWire) })

/** A dynamic form with its inputs. */
export const toDynamicForm = (w: typeof DynamicFormWire.Type): DynamicForm => ({
  id: w.sys.id,
  title: w.title,
  formTitle: w.formTitle,
  formDescription: toRichText(w.formDescription),
  submitText: w.submitText,
  inputs: itemsOf(w.inputsCollection).map((input) => ({
    id: input.id,
    title: input.title,
    type: input.type,
    options: input.inputList ?? [],
    required: input.requiredField ?? false,
    placeholder: input.placeholderText,
  })),
})
