import { blogDetailsDefinition } from './blog-details/definition.ts'
import { blogListDefinition } from './blog-list/definition.ts'

export const blogsDefinitions = {
  BlogsBlogList: blogListDefinition,
  BlogsBlogDetails: blogDetailsDefinition,
} as const
