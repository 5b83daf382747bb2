import { z } from 'zod'
import type { S3StorageOptions } from '../../catalogue/storage/s3Storage.ts'

const httpUrl = (value: string) => {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password
  } catch {
    return false
  }
}
const yesNo = z.enum(['true', 'false', '1', '0', 'yes', 'no'], { error: "must be 'true' or 'false'" })

const S3Env = z.object({
  S3_BUCKET: z.string({ error: 'must name the bucket when STORAGE=s3' }).regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens'),
  S3_ENDPOINT: z.string().refine(httpUrl, 'must be an http(s) address like https://s3.example.com, without credentials in it').optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]{2,40}$/, 'must be a region name like eu-west-1').optional(),
  S3_FORCE_PATH_STYLE: yesNo.optional(),
  S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*\/?$/, "must be a folder of the bucket like 'voix/production'")
    .optional(),
})

/** Where media and builds are shared: nowhere (one instance, today's local folders) or an S3-compatible bucket. */
export type StorageSettings = { kind: 'local' } | ({ kind: 's3' } & S3StorageOptions)

/**
 * `STORAGE` (`local` by default, or `s3`) and, for a bucket, the `S3_*` settings, checked before anything starts so
 * that a bad one is named at once rather than by the first upload. Credentials are the AWS SDK's own business
 * (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, a profile or a role), so they can come from wherever the host keeps them.
 */
export function readStorageSettings(env: NodeJS.ProcessEnv): StorageSettings {
  const kind = env.STORAGE || 'local'
  if (kind === 'local') return { kind: 'local' }
  if (kind !== 's3') throw new Error(`STORAGE must be 'local' (the default: media and builds in DATA_DIR only) or 's3' (shared in a bucket), got '${kind}'`)
  const given = Object.fromEntries(Object.keys(S3Env.shape).flatMap((name) => (env[name] ? [[name, env[name]]] : [])))
  const parsed = S3Env.safeParse(given)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    const name = String(issue.path[0])
    throw new Error(`${name} ${issue.message}${given[name] === undefined ? '' : `, got '${given[name]}'`}`)
  }
  const s3 = parsed.data
  // The SDK reads AWS_REGION itself but fails only at the first request; a custom endpoint mostly ignores the region.
  const region = s3.S3_REGION ?? (env.AWS_REGION || env.AWS_DEFAULT_REGION || (s3.S3_ENDPOINT ? 'us-east-1' : undefined))
  if (!region) throw new Error('S3_REGION (or AWS_REGION) must be set when STORAGE=s3 uses AWS itself, like eu-west-1')
  return {
    kind: 's3',
    bucket: s3.S3_BUCKET,
    region,
    ...(s3.S3_ENDPOINT ? { endpoint: s3.S3_ENDPOINT } : {}),
    forcePathStyle: ['true', '1', 'yes'].includes(s3.S3_FORCE_PATH_STYLE ?? 'false'),
    ...(s3.S3_PREFIX ? { prefix: s3.S3_PREFIX.replace(/\/$/, '') } : {}),
  }
}
