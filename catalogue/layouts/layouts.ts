import { z } from 'zod'
import { HexColor } from '../fields/colorField.ts'

const ColorOption = z.object({ picker: z.boolean(), palette: z.boolean() }).strict()

/** CSS values that go into a style attribute or stylesheet as they are: no quotes to break out of, no braces. */
const CssValue = z.string().regex(/^[\w\s',.#%()-]{1,120}$/, 'must be a plain CSS value')

/** A brand's type and shape: its fonts, how headings look, corner radius, and how much room it leaves. */
export const LayoutLook = z
  .object({
    body: CssValue,
    head: CssValue,
    headCase: z.enum(['none', 'uppercase']),
    headSpacing: CssValue,
    headWeight: z.number().int().min(100).max(900),
    radius: CssValue,
    /** Multiplies the spacing scale (scales.ts). */
    density: z.number().min(0.5).max(2),
  })
  .strict()
export type LayoutLook = z.infer<typeof LayoutLook>

const systemFonts = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
const plainLook: LayoutLook = { body: systemFonts, head: systemFonts, headCase: 'none', headSpacing: 'normal', headWeight: 700, radius: '999px', density: 1 }

export const LayoutConfig = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    label: z.string().min(1),
    /** The brand's fixed palette, offered by colour fields whose palette flag is on. */
    palette: z.array(HexColor).min(1).max(6),
    colorOptions: z
      .object({ fields: ColorOption.optional(), background: ColorOption.optional(), foreground: ColorOption.optional() })
      .strict(),
    /** false for the bare layout used to embed pages without site chrome. */
    chrome: z.boolean(),
    /** Type, shape and spacing: the site's CSS and the studio's style guide are both made from it. */
    look: LayoutLook,
  })
  .strict()
export type LayoutConfig = z.infer<typeof LayoutConfig>

const both = { picker: true, palette: true }
const paletteOnly = { picker: false, palette: true }

function layout(id: string, label: string, palette: string[], opts: Partial<Pick<LayoutConfig, 'colorOptions' | 'chrome'>> & { look?: Partial<LayoutLook> } = {}): LayoutConfig {
  // Headings use the body font unless the layout names one of their own.
  const look = { ...plainLook, ...opts.look, head: opts.look?.head ?? opts.look?.body ?? plainLook.head }
  return { id, label, palette, colorOptions: opts.colorOptions ?? { fields: both, background: both, foreground: both }, chrome: opts.chrome ?? true, look }
}

/**
 * Every layout of the catalogue (both of its lists). The catalogue's '{product}' layout is the product's
 * own brand, here 'voix'. Palettes are ours: the catalogue shows only the brand colours it names
 * (gold, coral and teal backgrounds, the Features green and the Hyatt banner blue).
 */
export const layouts = [
  layout('agent-cash-plus', 'Agent portal (Agent Cash Plus)', ['#0f2a4a', '#f5b700', '#ffffff', '#1f6fb2'], { look: { head: "'Trebuchet MS', Verdana, sans-serif", radius: '6px' } }),
  layout('blocks', 'Blocks', ['#111827', '#ffffff', '#4338ca'], { look: { radius: '8px' } }),
  layout('bonita', 'Bonita', ['#e2725b', '#f7e3c8', '#2f4858'], { look: { head: "'Comic Neue', 'Trebuchet MS', sans-serif", radius: '1.5rem' } }),
  layout('hilton', 'Hilton', ['#104c97', '#ffffff', '#0a2240'], { look: { head: "Georgia, 'Times New Roman', serif", radius: '2px' } }),
  layout('hilton-yucatan', 'Hilton Yucatan', ['#104c97', '#c8a96a', '#ffffff'], { look: { head: 'Georgia, serif', headCase: 'uppercase', headSpacing: '0.08em', radius: '2px' } }),
  layout('hyatt', 'Hyatt', ['#0b75c9', '#ffffff', '#1d2b36'], { look: { head: "'Helvetica Neue', Arial, sans-serif", headWeight: 300, radius: '0' } }),
  layout('hyatt-brand', 'Hyatt Brand', ['#0b75c9', '#f4f1ea', '#1d2b36'], { look: { head: "'Helvetica Neue', Arial, sans-serif", headCase: 'uppercase', headSpacing: '0.12em', radius: '0' } }),
  layout('hyatt-dreams', 'Hyatt Dreams', ['#5b2c83', '#f2e9f7', '#1b1b1b'], { look: { head: "'Palatino Linotype', Palatino, serif", headWeight: 400 } }),
  layout('hyatt-secrets', 'Hyatt Secrets', ['#7a1f3d', '#f3e6d8', '#1b1b1b'], { look: { head: "'Didot', 'Bodoni MT', Georgia, serif", headWeight: 400, headCase: 'uppercase', headSpacing: '0.2em', radius: '0' } }),
  layout('hyatt-sunscape', 'Hyatt Sunscape', ['#f08a24', '#00a3ad', '#ffffff'], { look: { head: "'Arial Rounded MT Bold', 'Trebuchet MS', sans-serif", radius: '1rem' } }),
  layout('hyatt-vivid', 'Hyatt Vivid', ['#e4007c', '#00b2a9', '#ffffff'], { look: { head: "'Futura', 'Century Gothic', sans-serif", headCase: 'uppercase', radius: '0.25rem' } }),
  layout('hyatt-zilara', 'Hyatt Zilara', ['#1c2f4a', '#c9a66b', '#ffffff'], { look: { head: "'Optima', Candara, serif", headWeight: 400, headSpacing: '0.05em', radius: '0' } }),
  layout('hyatt-ziva', 'Hyatt Ziva', ['#00857c', '#f6b221', '#ffffff'], { look: { head: "'Optima', Candara, sans-serif", radius: '0.5rem' } }),
  layout('infinity-luxury', 'Infinity Luxury', ['#000000', '#b89b5e', '#ffffff'], { look: { body: 'Georgia, serif', head: "'Didot', Georgia, serif", headCase: 'uppercase', headSpacing: '0.3em', headWeight: 400, radius: '0' } }),
  layout('jewel', 'Jewel', ['#00587c', '#92dbd0', '#ffffff'], { look: { head: "'Gill Sans', 'Gill Sans MT', Calibri, sans-serif", headCase: 'uppercase', headSpacing: '0.1em' } }),
  layout('voix', 'Voix', ['#4338ca', '#111827', '#ffffff'], { look: { radius: '0.5rem' } }),
  layout('kimpton', 'Kimpton', ['#2d2926', '#d6492a', '#f3efe8'], { look: { head: "'Rockwell', 'Courier New', serif", radius: '0' } }),
  layout('no-chrome', 'Plain (no header or footer)', ['#111827', '#ffffff'], { chrome: false, look: { radius: '4px' } }),
  layout('playa-cares', 'Playa Cares', ['#20432c', '#ffcf85', '#ffffff'], { look: { head: "'Trebuchet MS', sans-serif", radius: '1rem' } }),
  layout('playa-collection', 'Playa Collection', ['#1b365d', '#ffcf85', '#FFB4B4', '#92dbd0', '#ffffff'], { look: { head: 'Georgia, serif', headWeight: 400, headSpacing: '0.04em' } }),
  layout('playaresorts', 'Playa Resorts', ['#003b5c', '#00a9e0', '#ffffff'], { look: { head: "'Segoe UI', system-ui, sans-serif", headWeight: 600 } }),
  layout('sanctuary', 'Sanctuary', ['#3c2f2f', '#ffcf85', '#FFB4B4', '#92dbd0', '#ffffff'], { colorOptions: { fields: paletteOnly, background: paletteOnly, foreground: paletteOnly }, look: { body: "'Palatino Linotype', Palatino, serif", head: "'Palatino Linotype', Palatino, serif", headWeight: 400, radius: '0' } }),
  layout('sanctuary2024', 'Sanctuary 2024', ['#2b2a29', '#ffcf85', '#FFB4B4', '#92dbd0', '#f5efe6', '#ffffff'], { colorOptions: { fields: paletteOnly, background: paletteOnly, foreground: paletteOnly }, look: { head: "'Didot', Georgia, serif", headCase: 'uppercase', headSpacing: '0.25em', headWeight: 400, radius: '0' } }),
  layout('sandpiper', 'Sandpiper', ['#d9b48f', '#3a6b7e', '#ffffff'], { look: { head: "'Brush Script MT', 'Segoe Script', cursive", headWeight: 400, radius: '1.5rem' } }),
  layout('seadust', 'Seadust', ['#ff6f61', '#2ec4b6', '#ffffff'], { look: { head: "'Verdana', sans-serif", headCase: 'uppercase', radius: '1rem' } }),
  layout('wyndham', 'Wyndham', ['#0066b3', '#ffffff', '#1a1a1a'], { look: { head: 'Arial, sans-serif', radius: '4px' } }),
  layout('wyndham-cancun', 'Wyndham Cancun', ['#0066b3', '#00b5e2', '#ffffff'], { look: { head: 'Arial, sans-serif', headCase: 'uppercase', headSpacing: '0.06em', radius: '4px' } }),
  layout('wyndham-playa', 'Wyndham Playa', ['#0066b3', '#f2a900', '#ffffff'], { look: { head: 'Arial, sans-serif', headWeight: 800, radius: '4px' } }),
] as const satisfies readonly LayoutConfig[]

export type LayoutId = (typeof layouts)[number]['id']
export const layoutIds = layouts.map((l) => l.id) as LayoutId[]

const byId = new Map<string, LayoutConfig>(layouts.map((l) => [l.id, l]))

export function isLayoutId(id: string): id is LayoutId {
  return byId.has(id)
}

export function getLayout(id: string): LayoutConfig | undefined {
  return byId.get(id)
}
