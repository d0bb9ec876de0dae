/** E-mail format (shop-core §5): a local part, @, a domain, a dot and a top-level part of 2+ letters. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i

/** Whether a text is an e-mail address by the spec's rule; case-insensitive, never trimmed. */
export function isValidEmail(text: string): boolean {
  return emailPattern.test(text)
}
