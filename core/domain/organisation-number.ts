/**
 * A Swedish organisation number (organisationsnummer): ten digits, written NNNNNN-NNNN, the last a
 * check digit by the Luhn rule over the first nine. One rule for the account application and for
 * a dynamic form's organisation-number input.
 */

/** Whether a text is an organisation number: ten digits (spaces and dashes ignored), the check digit right. */
export function isOrganisationNumber(text: string): boolean {
  const digits = text.replace(/[\s-]/g, '')
  if (!/^\d{10}$/.test(digits)) return false
  const sum = [...digits].reduce((total, char, index) => {
    const doubled = Number(char) * (index % 2 === 0 ? 2 : 1)
    return total + (doubled > 9 ? doubled - 9 : doubled)
  }, 0)
  return sum % 10 === 0
}
