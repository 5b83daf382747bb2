import { z } from 'zod'
import { cssString } from '../blocks/cssString.ts'

/*
 * One grammar per kind of CSS value an editor sets (a field's typography, catalogue/model/field.ts), used twice:
 * the schema refuses a value outside it when it is saved, and the stylesheet writer (blocks/resolveElements.ts)
 * writes each value from what the grammar parsed, never the text as stored, so no value can open a string, end a
 * rule or reach another property, whatever was stored before.
 */

/** A family name without quotes: CSS identifiers separated by single spaces (`Playfair Display`, `serif`). */
const plainFamily = /^-?[A-Za-z_][\w-]*(?: -?[A-Za-z_][\w-]*)*$/
/** A quoted family name: anything but quotes, backslashes and line breaks between matching quotes. */
const quotedFamily = /^(["'])([^"'\\\n\r\f]+)\1$/

/** A font family list, parsed: each family as a name to quote, or a plain one (generic names stay unquoted). */
export function parseFontFamilies(value: string): { name: string; quoted: boolean }[] | undefined {
  const families = value.split(',').map((f) => f.trim())
  const parsed = []
  for (const family of families) {
    const quoted = quotedFamily.exec(family)
    if (quoted) parsed.push({ name: quoted[2]!, quoted: true })
    else if (plainFamily.test(family)) parsed.push({ name: family, quoted: false })
    else return undefined
  }
  return parsed
}

/** The CSS text of a font family list, or undefined when it is not one. */
export function cssFontFamily(value: string): string | undefined {
  return parseFontFamilies(value)
    // Escaped word by word, so the spaces between words stay spaces (cssString escapes every other character a string could end at).
    ?.map((f) => (f.quoted ? `"${f.name.split(' ').map(cssString).join(' ')}"` : f.name))
    .join(',')
}

export const FontFamily = z
  .string()
  .max(100)
  .refine((v) => v === '' || parseFontFamilies(v) !== undefined, 'must be font family names separated by commas, each in matching quotes or plain words, such as "Playfair Display", Georgia, serif')

const length = /^-?\d*\.?\d+(px|rem|em|%|vw|vh)?$|^normal$/
export const CssLength = z.string().max(40).regex(length, 'must be a number with an optional unit (px, rem, em, %, vw, vh)')
export const FontWeight = z.union([z.number().int().min(100).max(900), z.enum(['normal', 'bold', 'lighter', 'bolder'])])
export const TextAlign = z.enum(['left', 'center', 'right', 'justify'])
export const Columns = z.number().int().min(1).max(12)

/** Each property kind's value as CSS text, or undefined when the value is not of its grammar (then it is left out). */
const written = (schema: z.ZodType) => (value: unknown) => (schema.safeParse(value).success ? String(value) : undefined)
export const cssOfKind = {
  fontFamily: (value: unknown) => (typeof value === 'string' && value ? cssFontFamily(value) : undefined),
  length: written(CssLength),
  fontWeight: written(FontWeight),
  textAlign: written(TextAlign),
  columns: written(Columns),
}
