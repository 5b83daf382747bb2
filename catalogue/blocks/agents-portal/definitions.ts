import { dashboardDefinition } from './dashboard/definition.ts'
import { agentsHeroDefinition } from './hero/definition.ts'
import { iconFeatureCardDefinition } from './icon-feature-card/definition.ts'
import { loginRequiredButtonDefinition } from './login-required-button/definition.ts'
import { loginDefinition } from './login/definition.ts'
import { marketingCenterSsoDefinition } from './marketing-center-sso/definition.ts'
import { popupDefinition } from './popup/definition.ts'
import { portalSectionDefinition } from './portal-section/definition.ts'
import { specialsWithFiltersDefinition } from './specials-with-filters/definition.ts'
import { staffDefinition } from './staff/definition.ts'

export const agentsPortalDefinitions = {
  AgentsPortalDashboard: dashboardDefinition,
  AgentsPortalHero: agentsHeroDefinition,
  AgentsPortalLogin: loginDefinition,
  AgentsPortalLoginRequiredButton: loginRequiredButtonDefinition,
  AgentsPortalPopup: popupDefinition,
  AgentsPortalPortalSection: portalSectionDefinition,
  AgentsPortalSpecialsWithFilters: specialsWithFiltersDefinition,
  AgentsPortalMarketingCenterSso: marketingCenterSsoDefinition,
  AgentsPortalStaff: staffDefinition,
  AgentsPortalIconFeatureCard: iconFeatureCardDefinition,
} as const
