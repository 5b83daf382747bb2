import type { ModelQuery } from '../element.ts'
import type { Page } from '../page.ts'
import { ElementOperationError, requireElement, updateElement } from './tree.ts'

/** Setting a model query turns a slice into a query element; removing it (null) turns it back into a slice. */
export function setModelQuery(page: Page, id: string, query: ModelQuery | null): Page {
  const { element } = requireElement(page.elements, id)
  if (element.type === 'group') throw new ElementOperationError('A group cannot list records: turn a list block into a query instead')
  return {
    ...page,
    elements: updateElement(page.elements, id, (el) => {
      if (query) return { ...el, type: 'query', model_query: query }
      const { model_query: _removed, ...rest } = el
      return { ...rest, type: 'slice' }
    }),
  }
}
