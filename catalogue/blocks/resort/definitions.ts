import { checkInOutDefinition } from './check-in-out/definition.ts'
import { conferenceRoomDefinition } from './conference-room/definition.ts'
import { contactRowDefinition } from './contact-row/definition.ts'
import { privacyPolicyRowDefinition } from './privacy-policy-row/definition.ts'
import { privacyPolicyTableDefinition } from './privacy-policy-table/definition.ts'
import { roomDetailsDefinition } from './room-details/definition.ts'
import { roomFeaturesDefinition } from './room-features/definition.ts'
import { roomListingDefinition } from './room-listing/definition.ts'
import { videoTakeoverDefinition } from './video-takeover/definition.ts'

export const resortDefinitions = {
  ResortRoomListing: roomListingDefinition,
  ResortRoomDetails: roomDetailsDefinition,
  ResortConferenceRoom: conferenceRoomDefinition,
  ResortRoomFeatures: roomFeaturesDefinition,
  ResortContactRow: contactRowDefinition,
  ResortCheckInOut: checkInOutDefinition,
  ResortVideoTakeover: videoTakeoverDefinition,
  ResortPrivacyPolicyTable: privacyPolicyTableDefinition,
  ResortPrivacyPolicyRow: privacyPolicyRowDefinition,
} as const
