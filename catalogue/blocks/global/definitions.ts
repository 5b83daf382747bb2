import { anniversarySweepstakesFormDefinition } from './anniversary-sweepstakes-form/definition.ts'
import { bookingDatesLimiterDefinition } from './booking-dates-limiter/definition.ts'
import { bookingSummaryDefinition } from './booking-summary/definition.ts'
import { bookingExcludeResortsDefinition } from './booking-exclude-resorts/definition.ts'
import { contactBlockDefinition } from './contact-block/definition.ts'
import { countdownClockDefinition } from './countdown-clock/definition.ts'
import { downloadLinkDefinition } from './download-link/definition.ts'
import { factSheetsDefinition } from './fact-sheets/definition.ts'
import { iframeDefinition } from './iframe/definition.ts'
import { sharedSectionDefinition } from './shared-section/definition.ts'
import { promoCouponDefinition } from './promo-coupon/definition.ts'
import { signUpPopupDefinition } from './sign-up-popup/definition.ts'
import { inlineBookingWidgetDefinition } from './inline-booking-widget/definition.ts'
import { flightWidgetDefinition } from './flight-widget/definition.ts'
import { galleriesDefinition } from './galleries/definition.ts'
import { imageHeroDefinition } from './image-hero/definition.ts'
import { sliderHeroDefinition } from './slider-hero/definition.ts'
import { vimeoHeroDefinition } from './vimeo-hero/definition.ts'
import { idVerificationFormDefinition } from './id-verification-form/definition.ts'
import { imageDefinition } from './image/definition.ts'
import { introDefinition } from './intro/definition.ts'
import { tableDefinition } from './table/definition.ts'
import { youtubeDefinition } from './youtube/definition.ts'

export const globalDefinitions = {
  GlobalIntro: introDefinition,
  GlobalImage: imageDefinition,
  GlobalTable: tableDefinition,
  GlobalYoutube: youtubeDefinition,
  GlobalAnniversarySweepstakesForm: anniversarySweepstakesFormDefinition,
  GlobalBookingDatesLimiter: bookingDatesLimiterDefinition,
  GlobalBookingExcludeResorts: bookingExcludeResortsDefinition,
  GlobalBookingSummary: bookingSummaryDefinition,
  GlobalContactBlock: contactBlockDefinition,
  GlobalCountdownClock: countdownClockDefinition,
  GlobalDownloadLink: downloadLinkDefinition,
  GlobalFactSheets: factSheetsDefinition,
  GlobalIframe: iframeDefinition,
  GlobalSharedSection: sharedSectionDefinition,
  GlobalPromoCoupon: promoCouponDefinition,
  GlobalSignUpPopup: signUpPopupDefinition,
  GlobalInlineBookingWidget: inlineBookingWidgetDefinition,
  GlobalFlightWidget: flightWidgetDefinition,
  GlobalGalleries: galleriesDefinition,
  GlobalImageHero: imageHeroDefinition,
  GlobalSliderHero: sliderHeroDefinition,
  GlobalVimeoHero: vimeoHeroDefinition,
  GlobalIdVerificationForm: idVerificationFormDefinition,
} as const
