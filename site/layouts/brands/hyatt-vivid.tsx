import { brandLayout } from '../brandLayout.tsx'

export default brandLayout({ header: 'split', footer: 'band', tagline: 'Adults-only, naturally vivid' })
