import type { AnyField } from '../fields/fieldKind.ts'
import { getLayout } from '../layouts/layouts.ts'
import type { Element } from '../model/element.ts'
import type { BlockDefinition } from './defineBlock.ts'
import { definitionOf, elementWhere, fieldLabel } from './elementLabel.ts'

/** Why blocks from elsewhere (the clipboard, a saved selection) may not go into a page, in an editor's words. */
export class FragmentRefused extends Error {}

const quoted = (s: string) => `“${s}”`

/**
 * Checks blocks brought from elsewhere against the page that is to take them, as the content API will check the
 * page when it is saved (content-api/pages/validatePage.ts), so nothing is pasted that cannot be saved: every block
 * is one this studio offers, in the page's layout, with only its own fields and values their kinds accept, and
 * children in slots their parent has. Returns the blocks with their values as the field kinds read them.
 * Throws FragmentRefused naming the first block that does not fit and why.
 */
export function checkFragmentBlocks(blocks: readonly Element[], layout: string): Element[] {
  const layoutName = getLayout(layout)?.label ?? layout
  const check = (el: Element, parent: BlockDefinition | undefined): Element => {
    if (el.type !== 'group') {
      const definition = definitionOf(el)
      if (!definition)
        throw new FragmentRefused(`The copied blocks include a block this studio does not offer (${quoted(el.component ?? el.label ?? 'unnamed')}), so they cannot be pasted: copy blocks from a studio of the same version`)
      if (!definition.layouts.includes('*') && !(definition.layouts as readonly string[]).includes(layout))
        throw new FragmentRefused(`${quoted(definition.name)} cannot be pasted here: this page's layout (${layoutName}) does not offer that block. Paste it into a page of a layout that offers it, or leave it out of the copy`)
    }
    if (parent) {
      const slot = parent.slots.find((s) => s.name === el.slot)
      if (!slot) throw new FragmentRefused(`${elementWhere(el)} cannot be pasted: ${quoted(parent.name)} has no place for it (${quoted(el.slot)})`)
      if (slot.allows && el.component && !slot.allows.includes(el.component))
        throw new FragmentRefused(`${elementWhere(el)} cannot be pasted: ${quoted(slot.label ?? slot.name)} of ${quoted(parent.name)} takes only other blocks`)
    }
    const definition = el.type === 'group' ? undefined : definitionOf(el)
    const fields = definition ? el.fields.map((field) => checkField(el, field, definition)) : el.fields
    // A group's children go anywhere in it; a block's children go into the slots it has.
    const elements = el.elements.map((child) => check(child, definition))
    return { ...el, fields, elements }
  }
  return blocks.map((block) => check(block, undefined))
}

function checkField(el: Element, field: Element['fields'][number], definition: BlockDefinition): Element['fields'][number] {
  const kind = (definition.fields as Record<string, AnyField>)[field.name]
  if (!kind) throw new FragmentRefused(`${elementWhere(el)} cannot be pasted: the block has no field ${quoted(field.name)} here (it was copied from a different version of the block)`)
  if (field.value === undefined) return field
  const parsed = kind.schema.safeParse(field.value)
  if (!parsed.success)
    throw new FragmentRefused(`${elementWhere(el)} cannot be pasted: its ${quoted(fieldLabel(el.component, field.name))} ${parsed.error.issues[0]?.message ?? 'is not a value the field takes'}`)
  return { ...field, value: parsed.data }
}
