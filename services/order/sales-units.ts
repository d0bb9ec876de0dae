/** The Swedish names of the sales units on documents ("förp", "rulle"), as the language config names them. */
import { salesUnitNames } from '../catalogue/navigation'

/** The Swedish name of a sales unit; an unknown unit is shown in lower case. */
export function unitName(unit: string): string {
  return salesUnitNames[unit.toUpperCase()] ?? unit.toLowerCase()
}
