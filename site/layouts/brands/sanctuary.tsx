import { brandLayout } from '../brandLayout.tsx'

export default brandLayout({ header: 'minimal', footer: 'band', tagline: 'Sanctuary Cap Cana, adults-only' })
