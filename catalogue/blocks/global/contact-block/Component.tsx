import type { BlockComponent } from '../../defineBlock.ts'
import { SafeLink } from '../../shared/SafeLink.tsx'
import type { contactBlockDefinition } from './definition.ts'

const networks = ['facebook', 'youtube', 'twitter', 'instagram'] as const

const ContactBlock: BlockComponent<typeof contactBlockDefinition> = ({ values, field }) => {
  const social = networks.filter((n) => values[n])
  return (
    <address className={`v-contact${values.miniMode ? ' v-contact--mini' : ''}`} style={{ color: values.color || undefined }}>
      {values.address && (
        <p className="v-contact__address" {...field('address')}>
          {values.address.split('\n').map((line, i) => (
            <span key={i}>{line}</span>
          ))}
        </p>
      )}
      {values.contact && <SafeLink className="v-contact__link" link={values.contact} />}
      {social.length > 0 && (
        <ul className="v-contact__social" aria-label="Social media">
          {social.map((n) => (
            <li key={n}>
              <SafeLink className={`v-contact__network v-contact__network--${n}`} link={values[n]!} />
            </li>
          ))}
        </ul>
      )}
    </address>
  )
}
export default ContactBlock
