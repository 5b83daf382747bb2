import { brandLayout } from '../brandLayout.tsx'

export default brandLayout({ header: 'centered', footer: 'band', tagline: 'Unlimited-Luxury for everyone' })
