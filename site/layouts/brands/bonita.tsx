import { brandLayout } from '../brandLayout.tsx'

export default brandLayout({ header: 'centered', footer: 'band', tagline: 'Colourful, easy-going all-inclusive' })
