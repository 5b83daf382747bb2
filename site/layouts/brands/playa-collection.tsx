import { brandLayout } from '../brandLayout.tsx'

export default brandLayout({ header: 'centered', footer: 'columns', tagline: 'A collection of all-inclusive resorts' })
