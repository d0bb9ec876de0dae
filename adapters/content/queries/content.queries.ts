/**
 * The shop's GraphQL queries to the content service (content §7), written for Contentful's GraphQL
 * Content API so that they run against Contentful or the embedded content service alike. Every
 * query takes `$preview` (the content client always sends it) and keeps under Contentful's 8 KB
 * query limit; nested collections name their limits so the query cost stays low. Lookups by id go
 * through collections (`where: { sys: { id } }`): a missing entry is then an empty `items` (the
 * 404 of content §8) rather than a NOT_FOUND error.
 */

const image = 'title description url width height contentType'
/** Every field of a hero the shop shows: overlay and title size included, and its pictures' sizes. */
const hero = `slug icon title titleFontSize description overlay heroDesktop { ${image} } heroMobile { ${image} }`
const rich =
  'json links { entries { block { __typename sys { id } ...Embedded } inline { __typename sys { id } ...Embedded } hyperlink { sys { id } ... on ContentPage { slug } } } assets { block { sys { id } title description url width height contentType } } }'

/** Entries embedded in rich text: buttons, info blocks. */
const embedded = /* GraphQL */ `
  fragment Embedded on Entry {
    ... on EmbeddedButton {
      text
      url
      variant
      size
      inline
      shape
      icon
    }
    ... on InfoBlock {
      infoBlockTitle
    }
  }
`

const bannerLink = 'linkUrl isExternalLink marketingId creative'

/** The sections a front page, content page or store page may hold, each kind with its fields. */
const sections = /* GraphQL */ `
  fragment Sections on Entry {
    __typename
    sys { id }
    ... on LargeSection { title subHero { title text buttonText buttonLink image { ${image} } linkUrl isExternalLink template } }
    ... on SubBanners { name itemsCollection(limit: 8) { items { name title backgroundColor icon linkUrl isExternalLink } } }
    ... on RandomBanners { name itemsCollection(limit: 10) { items { title preTitle text contentImage { ${image} } buttonText template ${bannerLink} } } }
    ... on MarketingBanner { name title icon backgroundColor itemsCollection(limit: 10) { items { metaTitle metaDescription bannerDesktop { ${image} } bannerMobile { ${image} } weight ${bannerLink} } } }
    ... on ContentBanners { name title itemsCollection(limit: 10) { items { name title icon textRow1 textRow2 contentImage { ${image} } image { ${image} } template ${bannerLink} } } }
    ... on SelectedProducts { name title selectedProductsId }
    ... on AssortmentIcons { name title itemsCollection(limit: 20) { items { icon title linkUrl } } }
    ... on ServiceCards { name title itemsCollection(limit: 10) { items { title icon text linkUrl } } }
    ... on InfoBlock { infoBlockTitle infoBlockText { json } }
    ... on TextAndMedia { textMediaTitle mediaPosition text { json } image { ${image} } }
    ... on TextBlock { name bodyTextSecondary { json } }
    ... on Video { title description videoUrl poster { ${image} } }
    ... on Accordions { title itemsCollection(limit: 20) { items { title body { json } } } }
    ... on ImageSetOfThree { title imagesCollection(limit: 3) { items { ${image} } } }
    ... on SingleImage { title caption linkUrl image { ${image} } }
    ... on ContactCards { title contactsCollection(limit: 20) { items { name role phone email image { title url } } } }
    ... on AccountApplication { title text { json } form { sys { id } } }
    ... on DynamicForm { sys { id } }
  }
`

/** getFrontPage: the front page, its hero and up to 20 sections. */
export const getFrontPage = /* GraphQL */ `
  query getFrontPage($preview: Boolean) {
    frontPageCollection(limit: 1, preview: $preview) {
      items {
        sys {
          id
          publishedAt
        }
        name
        metaDescription
        hero { ${hero} }
        sectionsCollection(limit: 20) {
          total
          items {
            ...Sections
          }
        }
      }
    }
  }
  ${sections}
`

/** getHero: a hero by slug. */
export const getHero = /* GraphQL */ `
  query getHero($slug: String!, $preview: Boolean) {
    heroCollection(where: { slug: $slug }, limit: 1, preview: $preview) {
      items { sys { id } ${hero} }
    }
  }
`

/** getInfoBlock: an info block by id. */
export const getInfoBlock = /* GraphQL */ `
  query getInfoBlock($id: String!, $preview: Boolean) {
    infoBlockCollection(where: { sys: { id: $id } }, limit: 1, preview: $preview) {
      items { sys { id } infoBlockTitle infoBlockText { ${rich} } }
    }
  }
  ${embedded}
`

/** getTextAndMedia: a text-and-media block by id. */
export const getTextAndMedia = /* GraphQL */ `
  query getTextAndMedia($id: String!, $preview: Boolean) {
    textAndMediaCollection(where: { sys: { id: $id } }, limit: 1, preview: $preview) {
      items { sys { id } textMediaTitle mediaPosition text { ${rich} } image { ${image} } }
    }
  }
  ${embedded}
`

/** getTextBlock: a text block by id. */
export const getTextBlock = /* GraphQL */ `
  query getTextBlock($id: String!, $preview: Boolean) {
    textBlockCollection(where: { sys: { id: $id } }, limit: 1, preview: $preview) {
      items { sys { id } name bodyTextSecondary { ${rich} } }
    }
  }
  ${embedded}
`

const storeDetailsFields = `sys { id } storeId name label address phone email location { lat lon }
  openingHoursMonday openingHoursTuesday openingHoursWednesday openingHoursThursday openingHoursFriday
  openingHoursSaturday openingHoursSunday specialOpeningHoursWeekdays specialOpeningHoursWeekends`

/** getStoreDetails: the details of one store. */
export const getStoreDetails = /* GraphQL */ `
  query getStoreDetails($storeId: String!, $preview: Boolean) {
    storeDetailsCollection(where: { storeId: $storeId }, limit: 1, preview: $preview) {
      items { ${storeDetailsFields} infobox { ${rich} } }
    }
  }
  ${embedded}
`

/** getAllStoreDetails: every store, sorted by name (at most 200). */
export const getAllStoreDetails = /* GraphQL */ `
  query getAllStoreDetails($preview: Boolean) {
    storeDetailsCollection(limit: 200, order: name_ASC, preview: $preview) {
      total
      items { ${storeDetailsFields} }
    }
  }
`

const person = 'role name phone email image { title url }'

/** getStorePage: the page of one store with its details, contacts and sections. */
export const getStorePage = /* GraphQL */ `
  query getStorePage($storeId: String!, $preview: Boolean) {
    storePageCollection(where: { storeId: $storeId }, limit: 1, preview: $preview) {
      items {
        sys { id }
        storeId
        title
        metaDescription
        ingress { json }
        bodyTextPrimary { ${rich} }
        image { ${image} }
        storeDetails { ${storeDetailsFields} infobox { ${rich} } }
        assortmentsCollection(limit: 20) { items { icon title linkUrl } }
        servicesCollection(limit: 20) { items { title icon description } }
        storeActivitiesCollection(limit: 10) { items { title date description image { ${image} } } }
        contactsSectionTitle
        contactsCollection(limit: 20) { items { ${person} } }
        phoneNumbersCollection(limit: 10) { items { ${person} } }
        sectionsCollection(limit: 10) { items { ...Sections } }
      }
    }
  }
  ${embedded}
  ${sections}
`

/** getContentPage: one content page by slug with up to 50 sections. */
export const getContentPage = /* GraphQL */ `
  query getContentPage($slug: String!, $preview: Boolean) {
    contentPageCollection(where: { slug: $slug }, limit: 1, preview: $preview) {
      items {
        sys { id publishedAt }
        title preTitle slug showSidebar metaDescription canonicalLink displayContacts excludeFromSearch authenticatedOnly
        categorySectionTitle categorySectionIcon categories
        ingress { json }
        bodyTextPrimary { ${rich} }
        hero { ${hero} }
        thumbnail { title url width height }
        banner { name title icon textRow1 textRow2 contentImage { ${image} } image { ${image} } template ${bannerLink} }
        linkedFrom { contentListingPageCollection(limit: 5) { items { slug title } } }
        sectionsCollection(limit: 50) { total items { ...Sections } }
      }
    }
  }
  ${embedded}
  ${sections}
`

/** getContentListingPage: a listing page by slug with its pages and tags. */
export const getContentListingPage = /* GraphQL */ `
  query getContentListingPage($slug: String!, $preview: Boolean) {
    contentListingPageCollection(where: { slug: $slug }, limit: 1, preview: $preview) {
      items {
        sys { id }
        slug title overlay icon metaDescription tagOrder
        heroDesktop { ${image} }
        heroMobile { ${image} }
        ingress { json }
        contentfulMetadata { tags { id name } }
        contentCollection(limit: 100) {
          total
          items { sys { id } title preTitle slug thumbnail { title url width height } contentfulMetadata { tags { id name } } }
        }
      }
    }
  }
`

/** getAllRetailers (getRetailers): every retailer (at most 100). */
export const getAllRetailers = /* GraphQL */ `
  query getAllRetailers($preview: Boolean) {
    retailerCollection(limit: 100, order: name_ASC, preview: $preview) {
      total
      items {
        sys {
          id
        }
        name
        address
        location {
          lat
          lon
        }
        offerings
        link
      }
    }
  }
`

/** getDynamicForm: a form by id with its inputs. */
export const getDynamicForm = /* GraphQL */ `
  query getDynamicForm($id: String!, $preview: Boolean) {
    dynamicFormCollection(where: { sys: { id: $id } }, limit: 1, preview: $preview) {
      items {
        sys {
          id
        }
        title
        formTitle
        submitText
        formDescription {
          json
        }
        inputsCollection(limit: 50) {
          items {
            id
            title
            type
            inputList
            requiredField
            placeholderText
          }
        }
      }
    }
  }
`

/** Every query by operation name. */
export const contentQueries = {
  getFrontPage,
  getHero,
  getInfoBlock,
  getTextAndMedia,
  getTextBlock,
  getStoreDetails,
  getStorePage,
  getContentPage,
  getContentListingPage,
  getAllStoreDetails,
  getAllRetailers,
  getDynamicForm,
} as const
