import { brandLayout } from '../brandLayout.tsx'

export default brandLayout({ header: 'utility', footer: 'band', tagline: 'Wyndham Alltra Cancun' })
