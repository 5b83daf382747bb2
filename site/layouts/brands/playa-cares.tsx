import { brandLayout } from '../brandLayout.tsx'

export default brandLayout({ header: 'utility', footer: 'band', tagline: 'Caring for the communities we call home' })
