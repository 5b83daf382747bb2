import { brandLayout } from '../brandLayout.tsx'

export default brandLayout({ header: 'bar', footer: 'minimal', tagline: 'Generic blocks' })
