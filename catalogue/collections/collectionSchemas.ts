import { z } from 'zod'
import { Locale } from '../model/entities/common.ts'

/** The five content collections of platform.md §3, by the name their endpoints use. */
export const collectionNames = ['locales', 'recipes', 'docs', 'voixuserguide', 'info'] as const
export const CollectionName = z.enum(collectionNames)
export type CollectionName = z.infer<typeof CollectionName>

/** One site locale (locales.json): what translating a page offers and what a page's `lang` is. */
export const LocaleEntry = z
  .object({
    code: Locale,
    name: z.string().trim().min(1, 'must name the language, such as Español').max(60),
    direction: z.enum(['ltr', 'rtl'], { error: "must be 'ltr' or 'rtl'" }),
    /** The locale whose text stands in where a translation has none; null for the default locale. */
    fallback: Locale.nullable(),
  })
  .strict()
export type LocaleEntry = z.infer<typeof LocaleEntry>

export const LocalesFile = z.array(LocaleEntry).min(1, 'must list at least one locale')

/** One line of the cookbook's index (recipes.json): which recipe, in which section, in the listed order. */
export const RecipeIndexEntry = z
  .object({
    name: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a recipe name such as 'resort-home'"),
    section: z.enum(['Resorts', 'Brands', 'Offers and events', 'Agents', 'News'], { error: "must be one of 'Resorts', 'Brands', 'Offers and events', 'Agents', 'News'" }),
  })
  .strict()
export const RecipesFile = z.array(RecipeIndexEntry).min(1, 'must list at least one recipe')

/** Product facts (info.json); the version comes from package.json and the build id from the build. */
export const InfoFile = z
  .object({
    product: z.string().trim().min(1, 'must not be empty').max(60),
    supportEmail: z.email('must be an email address such as support@example.com'),
    supportUrl: z.url({ protocol: /^https$/, error: 'must be an https:// address' }),
    supportHours: z.string().trim().min(1, 'must not be empty').max(120),
  })
  .strict()
export type InfoFile = z.infer<typeof InfoFile>

/** The front matter of one document of docs/ or voixuserguide/. */
export const DocFrontMatter = z
  .object({
    title: z.string().trim().min(1, 'must not be empty').max(120),
    description: z.string().trim().min(10, 'must say in a sentence what the page explains (at least 10 characters)').max(300),
    /** Place in the sidebar, lowest first. */
    order: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(0).max(1000),
  })
  .strict()
export type DocFrontMatter = z.infer<typeof DocFrontMatter>

/** A document's path inside its collection: lower-case words, folders joined by '/'. */
export const DocPath = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/, "must be lower-case words joined by '-', folders by '/'")
