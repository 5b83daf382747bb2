import { z } from 'zod'
import type { BlockDefinition } from '../blocks/defineBlock.ts'
import { blockDefinitions } from '../blocks/definitions.ts'
import { isLayoutId } from '../layouts/layouts.ts'
import { Element } from '../model/element.ts'

/**
 * A cookbook recipe: a named, documented composition of blocks that makes a typical page (a resort's home, a
 * weddings landing…). The studio starts new pages from it and `/voix/cookbook-preview/{name}` shows it rendered.
 * Every slice must be a known block its layout allows, and every slotted child one its parent's slot accepts,
 * so a page started from a recipe is one the studio would let an editor build by hand.
 */
export const Recipe = z
  .object({
    /** The URL key: `/voix/cookbook-preview/{name}`. */
    name: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by '-', such as 'resort-home'"),
    title: z.string().min(1, 'must not be empty').max(100),
    /** What the page is for and how to adapt it: shown in the cookbook beside the preview. */
    description: z.string().min(20, 'must say what the page is for (at least 20 characters)').max(500),
    layout: z.string().refine(isLayoutId, { error: (issue) => `unknown layout '${String(issue.input)}'` }),
    elements: z.array(Element).min(1, 'must hold at least one element'),
  })
  .strict()
  .superRefine((recipe, ctx) => {
    const check = (elements: readonly Element[], path: (string | number)[], parent?: BlockDefinition) => {
      elements.forEach((element, i) => {
        const at = [...path, i]
        const definition = element.component ? known[element.component] : undefined
        if (element.component && !definition) {
          ctx.addIssue({ code: 'custom', path: [...at, 'component'], message: `Slice configuration not found for component: ${element.component}` })
          return
        }
        if (definition && !definition.layouts.includes('*') && !definition.layouts.includes(recipe.layout as never))
          ctx.addIssue({ code: 'custom', path: [...at, 'component'], message: `block '${element.component}' is not allowed in layout '${recipe.layout}'` })
        if (parent) {
          const slot = parent.slots.find((s) => s.name === element.slot)
          if (!slot) ctx.addIssue({ code: 'custom', path: [...at, 'slot'], message: `block '${parent.component}' has no slot '${element.slot}'` })
          else if (slot.allows && !slot.allows.includes(element.component ?? ''))
            ctx.addIssue({ code: 'custom', path: [...at, 'component'], message: `slot '${slot.name}' of '${parent.component}' does not accept '${element.component ?? 'a group'}'` })
        }
        // A slice's children fill its slots; a group's children are laid out in the group.
        check(element.elements, [...at, 'elements'], element.type === 'group' ? undefined : definition)
      })
    }
    check(recipe.elements, ['elements'])
  })
const known = blockDefinitions as Record<string, BlockDefinition>

export type Recipe = z.infer<typeof Recipe>
export type RecipeInput = z.input<typeof Recipe>
