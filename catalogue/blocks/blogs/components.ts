import type { BlockLoaders } from '../components.ts'
import type { blogsDefinitions } from './definitions.ts'

export const blogsComponents: BlockLoaders<typeof blogsDefinitions> = {
  BlogsBlogList: () => import('./blog-list/Component.tsx'),
  BlogsBlogDetails: () => import('./blog-details/Component.tsx'),
}
