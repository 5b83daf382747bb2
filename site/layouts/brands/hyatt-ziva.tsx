import { brandLayout } from '../brandLayout.tsx'

export default brandLayout({ header: 'bar', footer: 'columns', tagline: 'All-ages all-inclusive luxury' })
