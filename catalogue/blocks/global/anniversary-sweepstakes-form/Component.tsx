import type { BlockComponent } from '../../defineBlock.ts'
import { FormField } from '../../shared/FormField.tsx'
import { RichText } from '../../shared/RichText.tsx'
import { SafeLink } from '../../shared/SafeLink.tsx'
import { SubmittableForm } from '../../shared/SubmittableForm.tsx'
import { useFormSubmit } from '../../shared/useFormSubmit.ts'
import type { anniversarySweepstakesFormDefinition } from './definition.ts'

const AnniversarySweepstakesForm: BlockComponent<typeof anniversarySweepstakesFormDefinition> = ({ values, id, field }) => {
  const { status, message, fieldErrors, onSubmit } = useFormSubmit('anniversary-sweepstakes', { resort: values.resort })
  const fid = (name: string) => `${id}-${name}`
  return (
    <section className="v-sweepstakes">
      <h2 {...field('title')}>{values.title}</h2>
      <RichText html={values.copy} />
      <SubmittableForm status={status} message={message} successMsg={values.successMsg} onSubmit={onSubmit}>
        <div className="v-sweepstakes__row">
          <FormField id={fid('first')} label="First name" error={fieldErrors.firstName}>
            {(d) => <input id={fid('first')} name="firstName" autoComplete="given-name" required aria-describedby={d} />}
          </FormField>
          <FormField id={fid('last')} label="Last name" error={fieldErrors.lastName}>
            {(d) => <input id={fid('last')} name="lastName" autoComplete="family-name" required aria-describedby={d} />}
          </FormField>
        </div>
        <FormField id={fid('email')} label="E-mail" error={fieldErrors.email}>
          {(d) => <input id={fid('email')} name="email" type="email" autoComplete="email" required aria-describedby={d} />}
        </FormField>
        <FormField id={fid('date')} label="Anniversary date" error={fieldErrors.anniversary}>
          {(d) => <input id={fid('date')} name="anniversary" type="date" required aria-describedby={d} />}
        </FormField>
        <label className="v-form__check">
          <input name="consent" type="checkbox" required /> I accept the rules and agree to receive offers by e-mail.
        </label>
        {fieldErrors.consent && <p className="v-form__error">{fieldErrors.consent}</p>}
        <button className="v-form__submit" type="submit" disabled={status === 'sending'}>
          {values.btnText}
        </button>
        {values.rulesLink && <SafeLink className="v-sweepstakes__rules" link={values.rulesLink} />}
      </SubmittableForm>
    </section>
  )
}
export default AnniversarySweepstakesForm
