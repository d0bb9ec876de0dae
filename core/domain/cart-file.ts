/** Files made of a cart: the name an exported cart is downloaded under. */

/**
 * The name of an exported cart file: "Varukorg <customer> - <project> <day>.xlsx". The characters
 * Windows and macOS refuse in a file name are taken out and the context is kept to 80 characters.
 */
export function cartExportFileName(contextName: string, day: string): string {
  const context = contextName
    .replace(/\s*\/\s*/g, ' - ')
    .replace(/[\\:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80)
    .trim()
  return `${['Varukorg', context, day].filter((part) => part !== '').join(' ')}.xlsx`
}
