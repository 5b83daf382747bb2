import { defineRecipe } from './defineRecipe.ts'
import { recipeSlice } from './recipeSlice.ts'

export const agentPortalDashboard = defineRecipe({
  name: 'agent-portal-dashboard',
  title: 'Agent portal dashboard',
  description:
    "The travel-agent portal's start page: a hero, the agent's dashboard of news and shortcuts, a section of reasons to book with icon cards, the specials agents can filter, and the rate sheet behind the login button.",
  layout: 'agent-cash-plus',
  elements: [
    recipeSlice('AgentsPortalHero'),
    recipeSlice('AgentsPortalDashboard'),
    recipeSlice('AgentsPortalPortalSection', {
      values: { title: 'Why book with us', copy: '<p>Rewards that add up on every stay.</p>', showFilters: false },
      children: [
        recipeSlice('AgentsPortalIconFeatureCard'),
        recipeSlice('AgentsPortalIconFeatureCard', { values: { title: 'Marketing made for you', copy: 'Ready-to-send flyers and social posts for every resort.' } }),
      ],
    }),
    recipeSlice('AgentsPortalSpecialsWithFilters'),
    recipeSlice('AgentsPortalLoginRequiredButton'),
  ],
})
