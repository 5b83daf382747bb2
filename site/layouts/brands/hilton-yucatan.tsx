import { brandLayout } from '../brandLayout.tsx'

export default brandLayout({ header: 'split', footer: 'columns', tagline: 'The Yucatán, all-inclusive' })
