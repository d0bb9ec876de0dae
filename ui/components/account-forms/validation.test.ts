import { describe, expect, it } from 'vitest'
import { newPasswordProblems, requiredProblems } from './validation'

describe('requiredProblems', () => {
  it('names the empty or blank fields with their messages', () => {
    const messages = { username: 'account_forms.username_required', code: 'account_forms.code_required' }
    expect(requiredProblems({ username: '  ', code: 'abc' }, messages)).toEqual({
      username: 'account_forms.username_required',
    })
    expect(requiredProblems({}, messages)).toEqual(messages)
    expect(requiredProblems({ username: 'ida', code: 'x' }, messages)).toEqual({})
  })
})

describe('newPasswordProblems', () => {
  it('asks for a password, then for one that meets the rule, then for the same one twice', () => {
    expect(newPasswordProblems('', '')).toEqual({ newPassword: 'account_forms.password_required' })
    expect(newPasswordProblems('kort', 'kort')).toEqual({
      newPassword: 'errors.password_requirements_not_met',
    })
    expect(newPasswordProblems('Vattenrör2026', 'Vattenrör2025')).toEqual({
      repeatPassword: 'account_forms.passwords_differ',
    })
    expect(newPasswordProblems('Vattenrör2026', 'Vattenrör2026')).toEqual({})
  })

  it('refuses the username inside the password when it is known', () => {
    expect(newPasswordProblems('Ida.Strom-2026', 'Ida.Strom-2026', 'ida.strom')).toEqual({
      newPassword: 'errors.password_requirements_not_met',
    })
    expect(newPasswordProblems('Ida.Strom-2026', 'Ida.Strom-2026')).toEqual({})
  })
})
