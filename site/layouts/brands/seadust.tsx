import { brandLayout } from '../brandLayout.tsx'

export default brandLayout({ header: 'bar', footer: 'band', tagline: 'Family fun on the Cancun coast' })
