import { brandLayout } from '../brandLayout.tsx'

export default brandLayout({ header: 'split', footer: 'minimal', tagline: 'Sanctuary Cap Cana, a luxury collection' })
