/** Moves the focus to the first field of a form that has a problem, so the user lands where to fix it. */
export function focusFirstProblem(
  form: HTMLFormElement | null,
  problems: Readonly<Record<string, unknown>>,
): void {
  if (!form) return
  const first = Array.from(form.elements).find(
    (element): element is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
      (element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement) &&
      Object.hasOwn(problems, element.name),
  )
  first?.focus()
}
