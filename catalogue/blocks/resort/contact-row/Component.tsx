import type { BlockComponent } from '../../defineBlock.ts'
import type { contactRowDefinition } from './definition.ts'

/** The digits and leading plus a tel: link needs; spaces and punctuation are for reading only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

const ContactRow: BlockComponent<typeof contactRowDefinition> = ({ values, field }) => {
  const { contactName, contactRole, contactPhone, contactEmail } = values
  return (
    <div className="v-contact-row">
      <div className="v-contact-row__who">
        {contactName && <strong {...field('contactName')}>{contactName}</strong>}
        {contactRole && <span className="v-contact-row__role">{contactRole}</span>}
      </div>
      {contactPhone && (
        <a className="v-contact-row__phone" href={telHref(contactPhone)}>
          {contactPhone}
        </a>
      )}
      {contactEmail && (
        <a className="v-contact-row__email" href={`mailto:${contactEmail}`}>
          {contactEmail}
        </a>
      )}
    </div>
  )
}
export default ContactRow
