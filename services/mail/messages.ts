/**
 * The Swedish texts of the services' mails. Each answers a `Mail` without its recipient, written for
 * the shop (the brand) the request came through: its name in the text and its address in the links.
 */
import type { Context } from 'hono'
import { type BrandCode, brandProfiles, orderPagePath } from '@proffsbutik/core/domain'
import type { ServicesConfig } from '../config'
import { requestBrand } from '../platform/request-brand'
import type { Mail } from './mailer'

type Letter = Omit<Mail, 'to'>

/** The shop a mail is written for: the brand's code and name, and its address without a closing slash. */
export interface MailShop {
  readonly brand: BrandCode
  readonly name: string
  readonly url: string
}

/** The shop of a brand, at the address the configuration gives it (ServicesConfig.brandUrls). */
export function mailShop(config: Pick<ServicesConfig, 'brandUrls'>, brand: BrandCode): MailShop {
  return { brand, name: brandProfiles[brand].name, url: config.brandUrls[brand] }
}

/** The shop a request came through (X-Brand, else BRAND), for the mails it sends. */
export function requestShop(c: Context, config: Pick<ServicesConfig, 'brand' | 'brandUrls'>): MailShop {
  return mailShop(config, requestBrand(c, config.brand))
}

/** An order's page in the brand's shop, for the mails that name an order. */
export const orderUrl = (shop: MailShop, orderNumber: string) => `${shop.url}${orderPagePath(orderNumber)}`

/** The closing of every mail to a buyer. */
export const signatureOf = (shop: MailShop) => `\n\nVänliga hälsningar\n${shop.name} kundservice`

/** The line that tells customer service which shop a request came through. */
const shopLine = (shop: MailShop) => `Butik: ${shop.name} (${shop.url})`

/** An invitation: the username, the one-time code, and the page where the account is activated with them. */
export function invitationMail(input: {
  shop: MailShop
  firstName: string
  username: string
  code: string
  invitedBy: string
  validDays: number
}): Letter {
  return {
    purpose: 'invitation',
    subject: `Du är inbjuden till ${input.shop.name}`,
    text:
      `Hej ${input.firstName}!\n\n${input.invitedBy} har bjudit in dig till ${input.shop.name}.\n\n` +
      `Aktivera ditt konto på ${input.shop.url}/activate-user med\n  användarnamn: ${input.username}\n  engångskod: ${input.code}\n\n` +
      `Där väljer du också ett eget lösenord. Koden gäller i ${input.validDays} dagar och kan bara användas en gång.` +
      signatureOf(input.shop),
  }
}

/** A password reset: the one-time code and where to use it. */
export function passwordResetMail(input: {
  shop: MailShop
  firstName: string
  code: string
  validMinutes: number
}): Letter {
  return {
    purpose: 'password-reset',
    subject: `Återställ ditt lösenord hos ${input.shop.name}`,
    text:
      `Hej ${input.firstName}!\n\nNågon (förhoppningsvis du) har bett om att få återställa lösenordet till ditt konto.\n\n` +
      `Välj ett nytt lösenord på ${input.shop.url}/gloemt-loesenord?kod=${encodeURIComponent(input.code)}\nEller ange koden: ${input.code}\n\n` +
      `Koden gäller i ${input.validMinutes} minuter och kan bara användas en gång. Har du inte bett om detta kan du bortse från mejlet; ditt lösenord är oförändrat.` +
      signatureOf(input.shop),
  }
}

/** Activation of a new e-mail address. */
export function activationMail(input: { shop: MailShop; firstName: string; code: string }): Letter {
  return {
    purpose: 'activation',
    subject: `Bekräfta din e-postadress hos ${input.shop.name}`,
    text:
      `Hej ${input.firstName}!\n\nBekräfta din nya e-postadress på ${input.shop.url}/activate-user?kod=${encodeURIComponent(input.code)}\nEller ange koden: ${input.code}` +
      signatureOf(input.shop),
  }
}

/** To the address a user has, when a change to another address waits for confirmation there. */
export function emailChangeNoticeMail(input: {
  shop: MailShop
  firstName: string
  newEmail: string
}): Letter {
  return {
    purpose: 'email-change-notice',
    subject: `Din e-postadress hos ${input.shop.name} ska ändras`,
    text:
      `Hej ${input.firstName}!\n\nE-postadressen för ditt konto hos ${input.shop.name} ska ändras till ${input.newEmail}. ` +
      'Ändringen gäller först när den nya adressen har bekräftats med koden vi har skickat dit; ' +
      'till dess går inloggning, lösenordsbyte och e-post till den här adressen.\n\n' +
      'Var det inte du eller din administratör som ändrade adressen? Bekräfta den inte, och kontakta kundservice.' +
      signatureOf(input.shop),
  }
}

/** A sign-up request, for customer service. */
export function signupRequestMail(input: {
  shop: MailShop
  requestId: number
  companyName: string
  organisationNumber: string
  name: string
  email: string
  phone: string | undefined
  customerNumber: string | undefined
  message: string | undefined
}): Letter {
  return {
    purpose: 'signup-request',
    subject: `Ansökan om konto: ${input.companyName} (${input.organisationNumber})`,
    text: [
      `Ansökan ${input.requestId} om konto hos ${input.shop.name}`,
      shopLine(input.shop),
      '',
      `Företag: ${input.companyName}`,
      `Organisationsnummer: ${input.organisationNumber}`,
      `Kundnummer: ${input.customerNumber ?? '–'}`,
      `Kontaktperson: ${input.name}`,
      `E-post: ${input.email}`,
      `Telefon: ${input.phone ?? '–'}`,
      '',
      input.message ?? '',
    ].join('\n'),
  }
}

/** The receipt of a sign-up request, for the one who asked. */
export function signupReceiptMail(input: { shop: MailShop; firstName: string; companyName: string }): Letter {
  return {
    purpose: 'signup-receipt',
    subject: 'Vi har tagit emot din ansökan om konto',
    text:
      `Hej ${input.firstName}!\n\nTack för din ansökan om konto hos ${input.shop.name} för ${input.companyName}. ` +
      'Vår kundservice hör av sig inom två arbetsdagar.' +
      signatureOf(input.shop),
  }
}

/** A dynamic form's answers, each under its question. */
type FormAnswerLines = readonly { readonly title: string; readonly answer: string }[]

const answerText = (answers: FormAnswerLines) =>
  answers.map(({ title, answer }) => `${title}:\n  ${answer.replace(/\n/g, '\n  ')}`).join('\n\n')

/** A dynamic form's answers, for whoever the form names (customer service by default). */
export function formSubmissionMail(input: {
  shop: MailShop
  submissionId: number
  formTitle: string
  answers: FormAnswerLines
}): Letter {
  return {
    purpose: 'form-submission',
    subject: `${input.formTitle} (nr ${input.submissionId})`,
    text:
      `Nytt formulärsvar nr ${input.submissionId}: ${input.formTitle}\n${shopLine(input.shop)}\n\n` +
      answerText(input.answers),
  }
}

/**
 * The copy of a dynamic form for the logged-in buyer who sent it, at the account's address: what
 * they sent, under its number with customer service.
 */
export function formCopyMail(input: {
  shop: MailShop
  firstName: string
  submissionId: number
  formTitle: string
  answers: FormAnswerLines
}): Letter {
  return {
    purpose: 'form-copy',
    subject: `Kopia av ditt meddelande: ${input.formTitle} (nr ${input.submissionId})`,
    text:
      `Hej ${input.firstName}!\n\nTack, vi har tagit emot ditt meddelande (${input.formTitle}, nr ${input.submissionId}). ` +
      'Vår kundservice hör av sig inom två arbetsdagar.\n\nDet här skickade du:\n\n' +
      answerText(input.answers) +
      signatureOf(input.shop),
  }
}

/**
 * The receipt to a visitor who sent a dynamic form, when the form asked for their e-mail address. It
 * repeats none of the answers: the address is only as typed, and the shop must not mail a stranger's
 * text to any address given (a buyer who is logged in gets formCopyMail instead).
 */
export function formReceiptMail(input: { shop: MailShop; formTitle: string }): Letter {
  return {
    purpose: 'form-receipt',
    subject: `Vi har tagit emot: ${input.formTitle}`,
    text:
      `Hej!\n\nTack, vi har tagit emot dina uppgifter (${input.formTitle}). ` +
      'Vår kundservice hör av sig inom två arbetsdagar.' +
      signatureOf(input.shop),
  }
}
