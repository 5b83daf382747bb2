import { checkbox } from '../../fields/index.ts'
import type { CheckboxField } from '../../fields/fieldKind.ts'
import type { Amenity } from './AmenityList.tsx'

/** One show-checkbox per amenity, grouped under 'Amenities', ticked by default for those listed in `on`. */
export function amenityCheckboxes<const A extends readonly Amenity[]>(amenities: A, on: readonly A[number]['key'][] = []) {
  return Object.fromEntries(
    amenities.map((a) => [a.key, checkbox({ label: `Show ${a.label.toLowerCase()}`, group: 'Amenities', default: on.includes(a.key) })]),
  ) as { [K in A[number]['key']]: CheckboxField }
}
