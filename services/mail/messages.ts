/** The Swedish texts of the services' mails. Each answers a `Mail` without its recipient. */
import type { Mail } from './mailer'

type Letter = Omit<Mail, 'to'>

const signature = '\n\nVänliga hälsningar\nProffsbutik kundservice'

/** An invitation: the username, the one-time code, and the page where the account is activated with them. */
export function invitationMail(input: {
  firstName: string
  username: string
  code: string
  invitedBy: string
  loginUrl: string
  validDays: number
}): Letter {
  return {
    purpose: 'invitation',
    subject: 'Du är inbjuden till Proffsbutik',
    text:
      `Hej ${input.firstName}!\n\n${input.invitedBy} har bjudit in dig till Proffsbutik.\n\n` +
      `Aktivera ditt konto på ${input.loginUrl} med\n  användarnamn: ${input.username}\n  engångskod: ${input.code}\n\n` +
      `Där väljer du också ett eget lösenord. Koden gäller i ${input.validDays} dagar och kan bara användas en gång.` +
      signature,
  }
}

/** A password reset: the one-time code and where to use it. */
export function passwordResetMail(input: {
  firstName: string
  code: string
  resetUrl: string
  validMinutes: number
}): Letter {
  return {
    purpose: 'password-reset',
    subject: 'Återställ ditt lösenord i Proffsbutik',
    text:
      `Hej ${input.firstName}!\n\nNågon (förhoppningsvis du) har bett om att få återställa lösenordet till ditt konto.\n\n` +
      `Välj ett nytt lösenord på ${input.resetUrl}\nEller ange koden: ${input.code}\n\n` +
      `Koden gäller i ${input.validMinutes} minuter och kan bara användas en gång. Har du inte bett om detta kan du bortse från mejlet; ditt lösenord är oförändrat.` +
      signature,
  }
}

/** Activation of a new e-mail address. */
export function activationMail(input: { firstName: string; code: string; activationUrl: string }): Letter {
  return {
    purpose: 'activation',
    subject: 'Bekräfta din e-postadress i Proffsbutik',
    text:
      `Hej ${input.firstName}!\n\nBekräfta din nya e-postadress på ${input.activationUrl}\nEller ange koden: ${input.code}` +
      signature,
  }
}

/** To the address a user has, when a change to another address waits for confirmation there. */
export function emailChangeNoticeMail(input: { firstName: string; newEmail: string }): Letter {
  return {
    purpose: 'email-change-notice',
    subject: 'Din e-postadress i Proffsbutik ska ändras',
    text:
      `Hej ${input.firstName}!\n\nE-postadressen för ditt konto i Proffsbutik ska ändras till ${input.newEmail}. ` +
      'Ändringen gäller först när den nya adressen har bekräftats med koden vi har skickat dit; ' +
      'till dess går inloggning, lösenordsbyte och e-post till den här adressen.\n\n' +
      'Var det inte du eller din administratör som ändrade adressen? Bekräfta den inte, och kontakta kundservice.' +
      signature,
  }
}

/** A sign-up request, for customer service. */
export function signupRequestMail(input: {
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
      `Ansökan ${input.requestId} om konto i Proffsbutik`,
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
export function signupReceiptMail(input: { firstName: string; companyName: string }): Letter {
  return {
    purpose: 'signup-receipt',
    subject: 'Vi har tagit emot din ansökan om konto',
    text:
      `Hej ${input.firstName}!\n\nTack för din ansökan om konto i Proffsbutik för ${input.companyName}. ` +
      'Vår kundservice hör av sig inom två arbetsdagar.' +
      signature,
  }
}

/** A dynamic form's answers, each under its question. */
type FormAnswerLines = readonly { readonly title: string; readonly answer: string }[]

const answerText = (answers: FormAnswerLines) =>
  answers.map(({ title, answer }) => `${title}:\n  ${answer.replace(/\n/g, '\n  ')}`).join('\n\n')

/** A dynamic form's answers, for whoever the form names (customer service by default). */
export function formSubmissionMail(input: {
  submissionId: number
  formTitle: string
  answers: FormAnswerLines
}): Letter {
  return {
    purpose: 'form-submission',
    subject: `${input.formTitle} (nr ${input.submissionId})`,
    text:
      `Nytt formulärsvar nr ${input.submissionId}: ${input.formTitle}\n\n` +
      answerText(input.answers) +
      signature,
  }
}

/**
 * The copy of a dynamic form for the logged-in buyer who sent it, at the account's address: what
 * they sent, under its number with customer service.
 */
export function formCopyMail(input: {
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
      signature,
  }
}

/**
 * The receipt to a visitor who sent a dynamic form, when the form asked for their e-mail address. It
 * repeats none of the answers: the address is only as typed, and the shop must not mail a stranger's
 * text to any address given (a buyer who is logged in gets formCopyMail instead).
 */
export function formReceiptMail(input: { formTitle: string }): Letter {
  return {
    purpose: 'form-receipt',
    subject: `Vi har tagit emot: ${input.formTitle}`,
    text:
      `Hej!\n\nTack, vi har tagit emot dina uppgifter (${input.formTitle}). ` +
      'Vår kundservice hör av sig inom två arbetsdagar.' +
      signature,
  }
}
