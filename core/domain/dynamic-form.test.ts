import { describe, expect, it } from 'vitest'
import type { FormInput } from './content'
import { checkAnswer, formAnswersOf, isPhoneNumber, validateFormAnswers } from './dynamic-form'

const input = (type: FormInput['type'], extra: Partial<FormInput> = {}): FormInput => ({
  id: type,
  type,
  options: [],
  required: true,
  ...extra,
})

describe('checkAnswer', () => {
  it('asks for required answers; blanks count as none', () => {
    expect(checkAnswer(input('text'), undefined)).toBe('required')
    expect(checkAnswer(input('text'), '   ')).toBe('required')
    expect(checkAnswer(input('text', { required: false }), '')).toBeUndefined()
    expect(checkAnswer(input('text'), 'AB Rör')).toBeUndefined()
  })

  it('wants a required checkbox ticked, and only a tick or no tick', () => {
    expect(checkAnswer(input('checkbox'), false)).toBe('mustAccept')
    expect(checkAnswer(input('checkbox'), undefined)).toBe('mustAccept')
    expect(checkAnswer(input('checkbox'), true)).toBeUndefined()
    expect(checkAnswer(input('checkbox', { required: false }), false)).toBeUndefined()
    expect(checkAnswer(input('checkbox'), 'yes')).toBe('choice')
  })

  it('checks e-mail addresses by the shop rule and telephone numbers by their digits', () => {
    expect(checkAnswer(input('email'), 'anna@foretag')).toBe('email')
    expect(checkAnswer(input('email'), ' anna@foretag.se ')).toBeUndefined()
    expect(checkAnswer(input('tel'), '070-123 45 67')).toBeUndefined()
    expect(checkAnswer(input('tel'), '12345')).toBe('phone')
    expect(checkAnswer(input('tel'), 'ring mig')).toBe('phone')
    expect(isPhoneNumber('+46 (0)70 123 45 67')).toBe(true)
  })

  it('takes an organisation number only with ten digits and a right check digit', () => {
    expect(checkAnswer(input('organisationNumber'), ' 556677-8899 ')).toBeUndefined()
    expect(checkAnswer(input('organisationNumber'), 'abc')).toBe('organisationNumber')
    expect(checkAnswer(input('organisationNumber'), '556677-8898')).toBe('organisationNumber')
    expect(checkAnswer(input('organisationNumber', { required: false }), '')).toBeUndefined()
  })

  it('takes only the choices a select or radio input offers', () => {
    const select = input('select', { options: ['VVS', 'El'] })
    expect(checkAnswer(select, 'El')).toBeUndefined()
    expect(checkAnswer(select, 'Bygg')).toBe('choice')
    expect(checkAnswer(input('radio', { options: ['Papper'] }), true)).toBe('choice')
  })

  it('refuses answers longer than the input takes', () => {
    expect(checkAnswer(input('text'), 'x'.repeat(200))).toBeUndefined()
    expect(checkAnswer(input('text'), 'x'.repeat(201))).toBe('tooLong')
    expect(checkAnswer(input('textarea'), 'x'.repeat(2000))).toBeUndefined()
  })
})

describe('validateFormAnswers', () => {
  const form = {
    inputs: [
      input('text', { id: 'namn' }),
      input('email', { id: 'epost' }),
      input('textarea', { id: 'fritext' }),
    ],
  }

  it('lists every refused answer in the order of the inputs, with the limit of a too long one', () => {
    expect(validateFormAnswers(form, { epost: 'nej', fritext: 'y'.repeat(2001) })).toEqual([
      { field: 'namn', reason: 'required' },
      { field: 'epost', reason: 'email' },
      { field: 'fritext', reason: 'tooLong', max: 2000 },
    ])
    expect(validateFormAnswers(form, { namn: 'Anna', epost: 'anna@ab.se', fritext: 'Hej' })).toEqual([])
  })

  it('keeps the answers to the form’s own inputs only, trimmed', () => {
    expect(formAnswersOf(form, { namn: ' Anna ', epost: 'a@b.se', okänd: 'x' })).toEqual({
      namn: 'Anna',
      epost: 'a@b.se',
      fritext: '',
    })
  })
})
