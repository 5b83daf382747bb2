import { z } from 'zod'
import { Breakpoint } from './breakpointSchema.ts'
import { Id } from './ids.ts'

export const Comment = z
  .object({
    id: Id,
    author: z.string().min(1).max(200),
    body: z.string().min(1, 'must not be empty').max(5000),
    created_at: z.iso.datetime(),
  })
  .strict()
export type Comment = z.infer<typeof Comment>

/** A review note pinned to one element as seen at one breakpoint. */
export const Annotation = z
  .object({
    uuid: Id,
    element_id: Id.optional(),
    x: z.number().min(0).max(1).optional(),
    y: z.number().min(0).max(1).optional(),
    resolved: z.boolean().default(false),
    /** The page's version the note was made on: a later version may already have changed what it points at. */
    version: z.number().int().positive().optional(),
    comments: z.array(Comment).default([]),
  })
  .strict()
export type Annotation = z.infer<typeof Annotation>

export const ReviewStatus = z.enum(['pending', 'approved', 'changes_requested'])

export const Review = z
  .object({
    status: ReviewStatus.default('pending'),
    annotations: z.partialRecord(Breakpoint, z.array(Annotation)).default({}),
  })
  .strict()
export type Review = z.infer<typeof Review>
