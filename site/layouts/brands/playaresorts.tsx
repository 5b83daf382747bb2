import { brandLayout } from '../brandLayout.tsx'

export default brandLayout({ header: 'utility', footer: 'columns', tagline: 'All-inclusive resorts in Mexico and the Caribbean' })
