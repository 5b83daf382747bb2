import type { BlockLoaders } from '../components.ts'
import type { globalDefinitions } from './definitions.ts'

export const globalComponents: BlockLoaders<typeof globalDefinitions> = {
  GlobalIntro: () => import('./intro/Component.tsx'),
  GlobalImage: () => import('./image/Component.tsx'),
  GlobalTable: () => import('./table/Component.tsx'),
  GlobalYoutube: () => import('./youtube/Component.tsx'),
  GlobalAnniversarySweepstakesForm: () => import('./anniversary-sweepstakes-form/Component.tsx'),
  GlobalBookingDatesLimiter: () => import('./booking-dates-limiter/Component.tsx'),
  GlobalBookingSummary: () => import('./booking-summary/Component.tsx'),
  GlobalBookingExcludeResorts: () => import('./booking-exclude-resorts/Component.tsx'),
  GlobalContactBlock: () => import('./contact-block/Component.tsx'),
  GlobalCountdownClock: () => import('./countdown-clock/Component.tsx'),
  GlobalDownloadLink: () => import('./download-link/Component.tsx'),
  GlobalFactSheets: () => import('./fact-sheets/Component.tsx'),
  GlobalIframe: () => import('./iframe/Component.tsx'),
  GlobalSharedSection: () => import('./shared-section/Component.tsx'),
  GlobalPromoCoupon: () => import('./promo-coupon/Component.tsx'),
  GlobalSignUpPopup: () => import('./sign-up-popup/Component.tsx'),
  GlobalInlineBookingWidget: () => import('./inline-booking-widget/Component.tsx'),
  GlobalFlightWidget: () => import('./flight-widget/Component.tsx'),
  GlobalGalleries: () => import('./galleries/Component.tsx'),
  GlobalImageHero: () => import('./image-hero/Component.tsx'),
  GlobalSliderHero: () => import('./slider-hero/Component.tsx'),
  GlobalVimeoHero: () => import('./vimeo-hero/Component.tsx'),
  GlobalIdVerificationForm: () => import('./id-verification-form/Component.tsx'),
}
