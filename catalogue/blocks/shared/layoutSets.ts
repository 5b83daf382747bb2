import type { LayoutId } from '../../layouts/layouts.ts'

/** Layouts of the resort brands' own sites: everything but the agents portal and the bare embed layout. */
export const resortLayouts = [
  'blocks',
  'bonita',
  'hilton',
  'hilton-yucatan',
  'hyatt',
  'hyatt-brand',
  'hyatt-dreams',
  'hyatt-secrets',
  'hyatt-sunscape',
  'hyatt-vivid',
  'hyatt-zilara',
  'hyatt-ziva',
  'infinity-luxury',
  'jewel',
  'voix',
  'kimpton',
  'playa-collection',
  'playaresorts',
  'sanctuary',
  'sanctuary2024',
  'sandpiper',
  'seadust',
  'wyndham',
  'wyndham-cancun',
  'wyndham-playa',
] as const satisfies readonly LayoutId[]

export const hyattLayouts = ['hyatt', 'hyatt-brand', 'hyatt-dreams', 'hyatt-secrets', 'hyatt-sunscape', 'hyatt-vivid', 'hyatt-zilara', 'hyatt-ziva'] as const satisfies readonly LayoutId[]

/** Corporate sites that carry the company's news and blogs, besides each resort brand. */
export const corporateLayouts = ['playaresorts', 'playa-collection', 'playa-cares', 'voix', 'blocks'] as const satisfies readonly LayoutId[]
