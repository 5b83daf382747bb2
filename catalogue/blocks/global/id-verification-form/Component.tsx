import type { BlockComponent } from '../../defineBlock.ts'
import { FormField } from '../../shared/FormField.tsx'
import { RichText } from '../../shared/RichText.tsx'
import { SubmittableForm } from '../../shared/SubmittableForm.tsx'
import { useFormSubmit } from '../../shared/useFormSubmit.ts'
import type { idVerificationFormDefinition } from './definition.ts'

const idTypes = [
  ['iata', 'IATA number'],
  ['clia', 'CLIA number'],
  ['arc', 'ARC number'],
  ['tids', 'TIDS number'],
  ['government', 'Government-issued ID'],
] as const

const IdVerificationForm: BlockComponent<typeof idVerificationFormDefinition> = ({ values, id, field }) => {
  const { promo, coupon, rate, group } = values
  const { status, message, fieldErrors, onSubmit } = useFormSubmit('id-verification', { promo, coupon, rate, group })
  const fid = (name: string) => `${id}-${name}`
  return (
    <section className="v-id-verification">
      <h2 {...field('title')}>{values.title}</h2>
      <RichText html={values.copy} />
      <SubmittableForm status={status} message={message} successMsg={values.successMsg} onSubmit={onSubmit}>
        <FormField id={fid('first')} label="First name" error={fieldErrors.firstName}>
          {(d) => <input id={fid('first')} name="firstName" autoComplete="given-name" required aria-describedby={d} />}
        </FormField>
        <FormField id={fid('last')} label="Last name" error={fieldErrors.lastName}>
          {(d) => <input id={fid('last')} name="lastName" autoComplete="family-name" required aria-describedby={d} />}
        </FormField>
        <FormField id={fid('email')} label="E-mail" error={fieldErrors.email}>
          {(d) => <input id={fid('email')} name="email" type="email" autoComplete="email" required aria-describedby={d} />}
        </FormField>
        <FormField id={fid('type')} label="ID type" error={fieldErrors.idType}>
          {(d) => (
            <select id={fid('type')} name="idType" required aria-describedby={d} defaultValue="iata">
              {idTypes.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={fid('number')} label="ID number" error={fieldErrors.idNumber}>
          {(d) => <input id={fid('number')} name="idNumber" required aria-describedby={d} />}
        </FormField>
        <button className="v-form__submit" type="submit" disabled={status === 'sending'}>
          {values.btnText}
        </button>
      </SubmittableForm>
    </section>
  )
}
export default IdVerificationForm
