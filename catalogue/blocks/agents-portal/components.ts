import type { BlockLoaders } from '../components.ts'
import type { agentsPortalDefinitions } from './definitions.ts'

export const agentsPortalComponents: BlockLoaders<typeof agentsPortalDefinitions> = {
  AgentsPortalDashboard: () => import('./dashboard/Component.tsx'),
  AgentsPortalHero: () => import('./hero/Component.tsx'),
  AgentsPortalLogin: () => import('./login/Component.tsx'),
  AgentsPortalLoginRequiredButton: () => import('./login-required-button/Component.tsx'),
  AgentsPortalPopup: () => import('./popup/Component.tsx'),
  AgentsPortalPortalSection: () => import('./portal-section/Component.tsx'),
  AgentsPortalSpecialsWithFilters: () => import('./specials-with-filters/Component.tsx'),
  AgentsPortalMarketingCenterSso: () => import('./marketing-center-sso/Component.tsx'),
  AgentsPortalStaff: () => import('./staff/Component.tsx'),
  AgentsPortalIconFeatureCard: () => import('./icon-feature-card/Component.tsx'),
}
