import { brandLayout } from '../brandLayout.tsx'

export default brandLayout({ header: 'centered', footer: 'columns', tagline: 'Boutique, all-inclusive, uniquely Kimpton' })
