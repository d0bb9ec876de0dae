import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordProblem,
  passwordProblems,
  passwordRequirements,
} from '@proffsbutik/core/domain'
import { useT } from '../../i18n/use-t'

type Translate = ReturnType<typeof useT>

/** The text of one requirement. */
function requirementText(t: Translate, problem: PasswordProblem): string {
  switch (problem) {
    case 'minLength':
      return t('password_rule.min_length', { count: PASSWORD_MIN_LENGTH })
    case 'letter':
      return t('password_rule.letter')
    case 'digit':
      return t('password_rule.digit')
    case 'notUsername':
      return t('password_rule.not_username')
    case 'maxLength':
      return t('password_rule.max_length', { count: PASSWORD_MAX_LENGTH })
  }
}

/** Whether a requirement is met, missed, or not (yet) checked. */
type State = 'met' | 'unmet' | 'unchecked'

/**
 * The password requirements (core/domain/password-rule.ts), each marked met or missed as the user
 * types once `checked`; the username requirement only when the username is known. Too long shows
 * only when it happens (the input takes no more).
 */
export function PasswordRequirements(props: {
  readonly id: string
  readonly password: string
  readonly username: string | undefined
  readonly checked: boolean
}) {
  const t = useT()
  const problems = passwordProblems(props.password, props.username)
  const stateOf = (requirement: PasswordProblem): State => {
    if (!props.checked || (requirement === 'notUsername' && !props.username)) return 'unchecked'
    return problems.includes(requirement) ? 'unmet' : 'met'
  }
  const shown: PasswordProblem[] = [
    ...passwordRequirements,
    ...(problems.includes('maxLength') ? (['maxLength'] as const) : []),
  ]
  return (
    <div id={props.id} className="password-requirements">
      <p className="password-requirements__title">{t('password_rule.title')}</p>
      <ul>
        {shown.map((requirement) => {
          const state = stateOf(requirement)
          return (
            <li key={requirement} className={`password-requirements__item--${state}`} data-state={state}>
              <span aria-hidden="true" className="password-requirements__mark" />
              {requirementText(t, requirement)}
              {state !== 'unchecked' && (
                <span className="visually-hidden">
                  {state === 'met' ? ` – ${t('password_rule.met')}` : ` – ${t('password_rule.unmet')}`}
                </span>
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
