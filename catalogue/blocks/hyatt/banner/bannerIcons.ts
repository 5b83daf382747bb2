// Kept free of zod: the component draws these in the browser.
/** Icons a Hyatt banner can lead with, as 24×24 stroke paths. */
export const bannerIcons = {
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z',
  palm: 'M12 21v-9 M12 12C9 8 5 8 3 10 M12 12c3-4 7-4 9-2 M12 12c-1-4-4-7-7-7 M12 12c1-4 4-7 7-7',
  cocktail: 'M4 4h16l-8 9z M12 13v7 M8 20h8',
  plane: 'M3 14l18-7-6 14-3-6z M12 15l-3 4',
  gift: 'M4 10h16v10H4z M3 7h18v3H3z M12 7v13 M12 7c-2-4-6-3-5 0 M12 7c2-4 6-3 5 0',
  calendar: 'M4 6h16v14H4z M4 10h16 M8 3v5 M16 3v5',
} as const
export type BannerIcon = keyof typeof bannerIcons
export const bannerIconNames = Object.keys(bannerIcons) as BannerIcon[]
