import { PASSWORD_MAX_LENGTH } from '@proffsbutik/core/domain'
import { useState } from 'react'
import { useT } from '../../i18n/use-t'
import { PasswordRequirements } from './password-requirements'
import { fieldId, TextField } from './text-field'
import type { FieldProblems } from './validation'

/**
 * The new password, its requirements as the user types, the password once more, and a switch that
 * shows what was typed (on a phone keyboard that is often the surer way).
 */
export function NewPasswordFields(props: {
  readonly username: string | undefined
  readonly password: string
  readonly repeated: string
  readonly onPassword: (password: string) => void
  readonly onRepeated: (repeated: string) => void
  /** Problems of `newPassword` and `repeatPassword` (catalog ids). */
  readonly problems: FieldProblems
  /** The form was sent once: requirements show as met or missed even before typing. */
  readonly submitted: boolean
}) {
  const t = useT()
  const [visible, setVisible] = useState(false)
  const requirementsId = `${fieldId('newPassword')}-requirements`
  const passwordProblem = props.problems['newPassword']
  const repeatProblem = props.problems['repeatPassword']
  return (
    <>
      <TextField
        name="newPassword"
        label={t('account_forms.new_password')}
        type={visible ? 'text' : 'password'}
        autoComplete="new-password"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        maxLength={PASSWORD_MAX_LENGTH}
        required
        value={props.password}
        onChange={(event) => props.onPassword(event.target.value)}
        describedBy={[requirementsId]}
        problem={passwordProblem ? t(passwordProblem) : undefined}
      >
        <PasswordRequirements
          id={requirementsId}
          password={props.password}
          username={props.username}
          checked={props.submitted || props.password !== ''}
        />
      </TextField>
      <TextField
        name="repeatPassword"
        label={t('account_forms.repeat_password')}
        type={visible ? 'text' : 'password'}
        autoComplete="new-password"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        maxLength={PASSWORD_MAX_LENGTH}
        required
        value={props.repeated}
        onChange={(event) => props.onRepeated(event.target.value)}
        problem={repeatProblem ? t(repeatProblem) : undefined}
      />
      <label className="account-form__toggle">
        <input type="checkbox" checked={visible} onChange={(event) => setVisible(event.target.checked)} />
        {t('account_forms.show_password')}
      </label>
    </>
  )
}
