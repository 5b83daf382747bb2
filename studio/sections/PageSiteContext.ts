import { createContext, useContext } from 'react'

/** The site of the page open in the editor: the sections it may use are that site's and every site's. */
export const PageSiteContext = createContext<string>('')
export const usePageSite = (): string => useContext(PageSiteContext)
