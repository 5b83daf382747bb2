import { brandLayout } from '../brandLayout.tsx'

export default brandLayout({ header: 'utility', footer: 'columns', tagline: 'The Hyatt all-inclusive collection' })
