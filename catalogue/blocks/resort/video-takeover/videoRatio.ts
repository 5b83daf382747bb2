// Kept free of zod: the component reads these in the browser.
export const videoRatios = ['16:9', '4:3', '21:9', '1:1', '9:16'] as const
export type VideoRatio = (typeof videoRatios)[number]

/** '16:9' as the CSS aspect-ratio value '16 / 9'. */
export const cssAspectRatio = (ratio: VideoRatio) => ratio.replace(':', ' / ')

/** The MP4 rendition of a Cloudflare Stream video: a plain <video> plays it without the Stream player's script. */
export const streamVideoUrl = (cfId: string) => `https://videodelivery.net/${encodeURIComponent(cfId)}/downloads/default.mp4`
