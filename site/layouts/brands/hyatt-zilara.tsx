import { brandLayout } from '../brandLayout.tsx'

export default brandLayout({ header: 'centered', footer: 'columns', tagline: 'Adults-only all-inclusive luxury' })
