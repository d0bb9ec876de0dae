/** A list's last change as a Swedish date, in Sweden's time zone (the same on server and browser). */
const format = new Intl.DateTimeFormat('sv-SE', { dateStyle: 'medium', timeZone: 'Europe/Stockholm' })

/** Formats an ISO moment for the lists screens; a moment that cannot be read shows as given. */
export function formatListDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : format.format(date)
}
