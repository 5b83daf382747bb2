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

/** An uploaded file, stored once by the SHA-256 of its bytes; its id is that hash. */
export const MediaRecord = z
  .object({
    id: z.string().regex(/^[0-9a-f]{64}$/),
    name: z.string().min(1).max(200),
    type: z.enum(Object.keys(mediaTypes) as [MediaType, ...MediaType[]]),
    bytes: z.number().int().positive(),
    url: z.string().regex(mediaUrlPattern),
    alt: z.string().max(500).default(''),
  })
  .strict()
export type MediaRecord = z.infer<typeof MediaRecord>

/** A file name as given by the uploader: a plain name, never a path. */
export const MediaName = z
  .string()
  .min(1, 'must not be empty')
  .max(200, 'must be at most 200 characters')
  .regex(/^[^/\\\u0000-\u001f]+$/, 'must be a file name without slashes or control characters')
  .refine((s) => s !== '.' && s !== '..' && !s.startsWith('..'), "must not be '.' or start with '..'")
