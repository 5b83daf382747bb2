// Kept free of zod: the component reads the labels in the browser.
/** Seating set-ups a meeting room can be arranged in, as event planners name them. */
export const roomSetups = ['Cocktail', 'Meeting', 'Imperial', 'Banquet', 'Classroom', 'U-Shape', 'Theatre'] as const
export type RoomSetup = (typeof roomSetups)[number]
