import { z } from 'zod'

export const mediaTypes = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'application/pdf': 'pdf',
  'video/mp4': 'mp4',
} as const
export type MediaType = keyof typeof mediaTypes

/** A stored upload's URL: `/media/<sha256 of its bytes>.<extension>`; groups 1 and 2 are the hash and the extension. */
export const mediaUrlPattern = /^\/media\/([0-9a-f]{64})\.([a-z0-9]+)$/

/**
 * An agents-only upload's URL: `/agent-files/<sha256>.<extension>`, answered only to a signed-in travel agent (or
 * staff), on a site's host; never under `/media`, never in a build or its export.
 */
export const agentFileUrlPattern = /^\/agent-files\/([0-9a-f]{64})\.([a-z0-9]+)$/
export const agentFilesPath = '/agent-files'

/** Either kind of stored upload's URL; groups 1 and 2 are the hash and the extension. */
export const anyMediaUrlPattern = /^\/(?:media|agent-files)\/([0-9a-f]{64})\.([a-z0-9]+)$/

/** Who may fetch an upload: anyone (the public media path), or signed-in travel agents only. */
export const MediaAccess = z.enum(['public', 'agents'])
export type MediaAccess = z.infer<typeof MediaAccess>

/** A focal point: fractions of the width and height from the top left. */
export const MediaFocus = z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) }).strict()
export type MediaFocus = z.infer<typeof MediaFocus>

/** An uploaded file, stored once by the SHA-256 of its bytes; its id is that hash. */
export const MediaRecord = z
  .object({
    id: z.string().regex(/^[0-9a-f]{64}$/),
    name: z.string().min(1).max(200),
    type: z.enum(Object.keys(mediaTypes) as [MediaType, ...MediaType[]]),
    bytes: z.number().int().positive(),
    url: z.string().regex(anyMediaUrlPattern),
    /** 'agents': stored apart and served at /agent-files/ to signed-in agents only (absent: public). */
    access: MediaAccess.optional(),
    alt: z.string().max(500).default(''),
    /** Pixel size of an image, read when it was uploaded. */
    width: z.number().int().positive().optional(),
    height: z.number().int().positive().optional(),
    /** Where a crop centres on (0–1 from the left and top); the middle when absent. */
    focus: MediaFocus.optional(),
    /** Who uploaded it (their name), and for which site; both set by the server. */
    uploaded_by: z.string().max(200).optional(),
    site_id: z.string().max(100).nullable().optional(),
  })
  .strict()
export type MediaRecord = z.infer<typeof MediaRecord>

/** Where a page or a record uses a media file; a delete is refused while there are any. */
export const MediaUse = z.object({
  kind: z.enum(['page', 'record']),
  /** 'pages', or a record type such as 'specials'. */
  type: z.string(),
  id: z.string(),
  label: z.string(),
  site_id: z.string().nullable(),
  /** The page's draft, its published version, or both. */
  in: z.array(z.enum(['draft', 'published', 'record'])),
})
export type MediaUse = z.infer<typeof MediaUse>
export const MediaUsage = z.object({ items: z.array(MediaUse) })
/** How many pages and records use a file: each item of the library's list carries it. */
export const MediaUseCount = z.object({ pages: z.number().int(), records: z.number().int() })
export type MediaUseCount = z.infer<typeof MediaUseCount>
export type MediaUsage = z.infer<typeof MediaUsage>

/** What replacing a file changed: the new record, and how many pages and records now use it. */
export const MediaReplaced = z.object({ media: MediaRecord.extend({ version: z.number().int() }).loose(), pages: z.number().int(), records: z.number().int() })
export type MediaReplaced = z.infer<typeof MediaReplaced>

/** A file name as given by the uploader: a plain name, never a path. */
export const MediaName = z
  .string()
  .min(1, 'must not be empty')
  .max(200, 'must be at most 200 characters')
  // No control characters (C0, DEL, C1), line or paragraph separators, or marks that reorder text (RTL override,
  // isolates, LRM/RLM, ALM), nor invisible ones (zero-width space, BOM): a name must read as what it is.
  .regex(/^[^/\\\u0000-\u001f\u007f-\u009f\u061c\u200b\u200e\u200f\u2028-\u202e\u2066-\u2069\ufeff]+$/, 'must be a file name without slashes, control characters, line breaks or marks that reorder or hide text')
  .refine((s) => s !== '.' && s !== '..' && !s.startsWith('..'), "must not be '.' or start with '..'")
