import { brandLayout } from '../brandLayout.tsx'

export default brandLayout({ header: 'centered', footer: 'minimal', tagline: 'A barefoot beach hideaway' })
