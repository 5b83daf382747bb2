import { brandLayout } from '../brandLayout.tsx'

export default brandLayout({ header: 'split', footer: 'band', tagline: 'Caribbean jewels, all-inclusive' })
