import { brandLayout } from '../brandLayout.tsx'

export default brandLayout({ header: 'bar', footer: 'columns', tagline: 'All-inclusive resorts by Wyndham' })
