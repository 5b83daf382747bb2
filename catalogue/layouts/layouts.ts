import { z } from 'zod'
import { HexColor } from '../fields/colorField.ts'

const ColorOption = z.object({ picker: z.boolean(), palette: z.boolean() }).strict()

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
  })
  .strict()
export type LayoutConfig = z.infer<typeof LayoutConfig>

const both = { picker: true, palette: true }
const paletteOnly = { picker: false, palette: true }

function layout(id: string, label: string, palette: string[], opts: Partial<Pick<LayoutConfig, 'colorOptions' | 'chrome'>> = {}): LayoutConfig {
  return { id, label, palette, colorOptions: opts.colorOptions ?? { fields: both, background: both, foreground: both }, chrome: opts.chrome ?? true }
}

/**
 * Every layout of the catalogue (both of its lists). The catalogue's '{product}' layout is the product's
 * own brand, here 'voix'. Palettes are ours: the catalogue shows only the brand colours it names
 * (gold, coral and teal backgrounds, the Features green and the Hyatt banner blue).
 */
export const layouts = [
  layout('agent-cash-plus', 'Agents portal (AgentCashPlus)', ['#0f2a4a', '#f5b700', '#ffffff', '#1f6fb2']),
  layout('blocks', 'Blocks', ['#111827', '#ffffff', '#4338ca']),
  layout('bonita', 'Bonita', ['#e2725b', '#f7e3c8', '#2f4858']),
  layout('hilton', 'Hilton', ['#104c97', '#ffffff', '#0a2240']),
  layout('hilton-yucatan', 'Hilton Yucatan', ['#104c97', '#c8a96a', '#ffffff']),
  layout('hyatt', 'Hyatt', ['#0b75c9', '#ffffff', '#1d2b36']),
  layout('hyatt-brand', 'Hyatt Brand', ['#0b75c9', '#f4f1ea', '#1d2b36']),
  layout('hyatt-dreams', 'Hyatt Dreams', ['#5b2c83', '#f2e9f7', '#1b1b1b']),
  layout('hyatt-secrets', 'Hyatt Secrets', ['#7a1f3d', '#f3e6d8', '#1b1b1b']),
  layout('hyatt-sunscape', 'Hyatt Sunscape', ['#f08a24', '#00a3ad', '#ffffff']),
  layout('hyatt-vivid', 'Hyatt Vivid', ['#e4007c', '#00b2a9', '#ffffff']),
  layout('hyatt-zilara', 'Hyatt Zilara', ['#1c2f4a', '#c9a66b', '#ffffff']),
  layout('hyatt-ziva', 'Hyatt Ziva', ['#00857c', '#f6b221', '#ffffff']),
  layout('infinity-luxury', 'Infinity Luxury', ['#000000', '#b89b5e', '#ffffff']),
  layout('jewel', 'Jewel', ['#00587c', '#92dbd0', '#ffffff']),
  layout('voix', 'Voix', ['#4338ca', '#111827', '#ffffff']),
  layout('kimpton', 'Kimpton', ['#2d2926', '#d6492a', '#f3efe8']),
  layout('no-chrome', 'No chrome', ['#111827', '#ffffff'], { chrome: false }),
  layout('playa-cares', 'Playa Cares', ['#20432c', '#ffcf85', '#ffffff']),
  layout('playa-collection', 'Playa Collection', ['#1b365d', '#ffcf85', '#FFB4B4', '#92dbd0', '#ffffff']),
  layout('playaresorts', 'Playaresorts', ['#003b5c', '#00a9e0', '#ffffff']),
  layout('sanctuary', 'Sanctuary', ['#3c2f2f', '#ffcf85', '#FFB4B4', '#92dbd0', '#ffffff'], { colorOptions: { fields: paletteOnly, background: paletteOnly, foreground: paletteOnly } }),
  layout('sanctuary2024', 'Sanctuary 2024', ['#2b2a29', '#ffcf85', '#FFB4B4', '#92dbd0', '#f5efe6', '#ffffff'], { colorOptions: { fields: paletteOnly, background: paletteOnly, foreground: paletteOnly } }),
  layout('sandpiper', 'Sandpiper', ['#d9b48f', '#3a6b7e', '#ffffff']),
  layout('seadust', 'Seadust', ['#ff6f61', '#2ec4b6', '#ffffff']),
  layout('wyndham', 'Wyndham', ['#0066b3', '#ffffff', '#1a1a1a']),
  layout('wyndham-cancun', 'Wyndham Cancun', ['#0066b3', '#00b5e2', '#ffffff']),
  layout('wyndham-playa', 'Wyndham Playa', ['#0066b3', '#f2a900', '#ffffff']),
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
