import { brandLayout } from '../brandLayout.tsx'

export default brandLayout({ header: 'utility', footer: 'columns', tagline: 'Wyndham Alltra Playa del Carmen' })
