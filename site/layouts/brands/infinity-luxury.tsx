import { brandLayout } from '../brandLayout.tsx'

export default brandLayout({ header: 'minimal', footer: 'minimal', tagline: 'Luxury without limits' })
