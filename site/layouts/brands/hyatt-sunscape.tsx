import { brandLayout } from '../brandLayout.tsx'

export default brandLayout({ header: 'bar', footer: 'band', tagline: 'Fun for the whole family' })
