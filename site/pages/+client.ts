// The site's own browser entry: vike renders the HTML, and this (not vike's client runtime, 12 KB gzip we
// do not need) hydrates it. Pages therefore have no onRenderClient; see runtime/boot.tsx.
import { boot } from '../runtime/boot.tsx'

void boot()
