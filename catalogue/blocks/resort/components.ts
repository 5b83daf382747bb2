import type { BlockLoaders } from '../components.ts'
import type { resortDefinitions } from './definitions.ts'

export const resortComponents: BlockLoaders<typeof resortDefinitions> = {
  ResortRoomListing: () => import('./room-listing/Component.tsx'),
  ResortRoomDetails: () => import('./room-details/Component.tsx'),
  ResortConferenceRoom: () => import('./conference-room/Component.tsx'),
  ResortRoomFeatures: () => import('./room-features/Component.tsx'),
  ResortContactRow: () => import('./contact-row/Component.tsx'),
  ResortCheckInOut: () => import('./check-in-out/Component.tsx'),
  ResortVideoTakeover: () => import('./video-takeover/Component.tsx'),
  ResortPrivacyPolicyTable: () => import('./privacy-policy-table/Component.tsx'),
  ResortPrivacyPolicyRow: () => import('./privacy-policy-row/Component.tsx'),
}
