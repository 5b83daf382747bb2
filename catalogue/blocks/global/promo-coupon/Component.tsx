import { checkWebUrl } from '../../../fields/checkUrl.ts'
import type { BlockComponent } from '../../defineBlock.ts'
import { bookingEngineUrl } from '../../shared/booking.ts'
import { RichText } from '../../shared/RichText.tsx'
import type { promoCouponDefinition } from './definition.ts'

export function couponUrl(v: Record<'engineUrl' | 'promo' | 'coupon' | 'rate' | 'group' | 'configcode' | 'themecode' | 'currency', string>): string {
  const params = new URLSearchParams()
  for (const key of ['promo', 'coupon', 'rate', 'group', 'configcode', 'themecode', 'currency'] as const) if (v[key]) params.set(key, v[key])
  // Checked again here, not only on save: a stored unsafe address falls back to the site's own booking page.
  const base = v.engineUrl && checkWebUrl(v.engineUrl, bookingEngineUrl).ok ? v.engineUrl : '/book'
  return `${base}${base.includes('?') ? '&' : '?'}${params}`
}

const PromoCoupon: BlockComponent<typeof promoCouponDefinition> = ({ values, field }) => (
  <section className="v-coupon">
    {values.title && <h2 {...field('title')}>{values.title}</h2>}
    <RichText html={values.copy} />
    {(values.promo || values.coupon) && (
      <p className="v-coupon__code">
        <span>Code</span> <strong>{values.promo || values.coupon}</strong>
      </p>
    )}
    <a className="v-button v-coupon__button" href={couponUrl(values)}>
      {values.buttonText}
    </a>
  </section>
)
export default PromoCoupon
