import { brandLayout } from '../brandLayout.tsx'

export default brandLayout({ header: 'utility', footer: 'columns', tagline: 'Rewards and resources for travel advisors' })
