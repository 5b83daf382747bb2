import type { LayoutProps } from '../LayoutProps.ts'

/** For pages embedded elsewhere: the content alone, with the brand-neutral styling and no header or footer. */
export default function NoChrome({ layout, children }: LayoutProps) {
  return (
    <main className={`v-layout v-layout--${layout} v-main`} data-layout={layout}>
      {children}
    </main>
  )
}
