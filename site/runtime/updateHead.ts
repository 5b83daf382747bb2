import type { PagePayload } from '../payload/PagePayload.ts'

/** After a client navigation, the parts of <head> a page owns: title, description, language, field styles. */
export function updateHead(payload: PagePayload): void {
  document.title = payload.error ? (payload.error.status === 404 ? '404 ERROR' : `Error ${payload.error.status}`) : (payload.page.seo?.title ?? payload.page.title)
  document.documentElement.lang = payload.page.locale
  document.querySelector<HTMLMetaElement>('meta[name="description"]')?.setAttribute('content', payload.page.seo?.description ?? payload.page.description)
  const style = document.getElementById('voix-field-css') ?? document.head.appendChild(Object.assign(document.createElement('style'), { id: 'voix-field-css' }))
  style.textContent = payload.tree.css
}
