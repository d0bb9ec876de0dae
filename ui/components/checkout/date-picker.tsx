import { useId } from 'react'
import { type IsoDate, type PickerDay, pickerMonths, weekdayKeys } from '@proffsbutik/core/domain'
import { formatDay } from '../../format'
import { useT } from '../../i18n/use-t'

/** What the date picker shows and does. */
export interface DatePickerProps {
  /** What the picker is for, read as its group label. */
  readonly label: string
  readonly today: IsoDate
  readonly openDays: readonly IsoDate[]
  readonly holidays: readonly { readonly date: IsoDate; readonly name: string }[]
  readonly selected: IsoDate | undefined
  readonly busy: boolean
  readonly onPick: (date: IsoDate) => void
}

/** Why a closed day is closed, as the buyer reads it. */
function closedReason(day: Extract<PickerDay, { kind: 'closed' }>, t: ReturnType<typeof useT>): string {
  if (day.reason === 'holiday') return t('checkout.date.holiday', { name: day.holiday ?? '' })
  return day.reason === 'weekend' ? t('checkout.date.weekend') : t('checkout.date.unavailable')
}

/**
 * The delivery date picker: months as weeks from Mån to Sön; only open days (the customer's
 * delivery days that are not weekends, holidays or brand-closed days, from the earliest day the
 * cutoff allows) are buttons; closed days say why. Every button is reached with Tab and chosen with
 * Enter or Space. On a phone the months are a strip side by side (checkout.css).
 */
export function DatePicker({ label, today, openDays, holidays, selected, busy, onPick }: DatePickerProps) {
  const t = useT()
  const id = useId()
  const months = pickerMonths(today, openDays, holidays)
  return (
    <fieldset className="date-picker" aria-busy={busy}>
      <legend>{label}</legend>
      <div className="date-picker__months">
        {months.map((month) => (
          <table key={month.month} className="date-picker__month" aria-labelledby={`${id}-${month.month}`}>
            <caption id={`${id}-${month.month}`}>
              {new Intl.DateTimeFormat('sv-SE', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
                new Date(`${month.month}T00:00:00Z`),
              )}
            </caption>
            <thead>
              <tr>
                {weekdayKeys.map((key) => (
                  <th key={key} scope="col">
                    {t(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {month.weeks.map((week, index) => (
                <tr key={index}>
                  {week.map((day, position) => (
                    <td key={day?.date ?? `empty-${position}`}>
                      {day === null ? null : day.kind === 'open' ? (
                        <button
                          type="button"
                          className="date-picker__day"
                          data-date={day.date}
                          aria-pressed={selected === day.date}
                          aria-label={formatDay(day.date)}
                          disabled={busy}
                          onClick={() => onPick(day.date)}
                        >
                          {Number(day.date.slice(8))}
                        </button>
                      ) : (
                        <span
                          className={`date-picker__day date-picker__day--closed date-picker__day--${day.reason}`}
                          data-date={day.date}
                          data-closed={day.reason}
                          title={closedReason(day, t)}
                        >
                          <span aria-hidden="true">{Number(day.date.slice(8))}</span>
                          <span className="visually-hidden">
                            {`${formatDay(day.date)}: ${closedReason(day, t)}`}
                          </span>
                        </span>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </fieldset>
  )
}
