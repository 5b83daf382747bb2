/**
 * Storage that several instances of the product share: uploaded media and live builds, by key. One small
 * interface so the content API and the build need not know whether a local folder or an S3-compatible bucket is
 * behind it (catalogue/storage holds both). Keys are relative paths of '/'-separated segments (see checkStorageKey).
 *
 * What callers rely on: a `put` is whole or absent to every reader (never half an object), a `get` or `head` of a
 * missing key answers undefined (only a failure of the store itself throws), and `list` yields every key under the
 * prefix once, in no promised order (S3-compatible servers differ on where 'a-b' and 'a/b' go).
 */
export interface Storage {
  /** Where it is, for messages: a folder's path or `s3://bucket/prefix`. */
  readonly name: string
  get(key: string): Promise<Uint8Array | undefined>
  put(key: string, body: Uint8Array | string, options?: { contentType?: string }): Promise<void>
  head(key: string): Promise<StoredEntry | undefined>
  /** Every key starting with `prefix` (a plain string prefix, not only whole folders), each once. */
  list(prefix: string): AsyncIterable<StoredEntry>
  /** Missing keys are no error: a delete that was cut short may be repeated. */
  delete(keys: readonly string[]): Promise<void>
}

export interface StoredEntry {
  key: string
  size: number
  /** Last written, in ms since the epoch: pruning leaves young entries, which a writer elsewhere may still be about to use. */
  modified: number
}

const segment = /^[A-Za-z0-9_@:=+,~!-][A-Za-z0-9._@:=+,~!-]*$/

/**
 * Throws unless `key` is a relative path of plain segments: none empty or starting with '.' (so no '.' or '..', and
 * none a folder store's temporary file), no backslash or control character. Both stores check every key, so no key
 * reaches outside a folder or means two objects.
 */
export function checkStorageKey(key: string): string {
  if (key.length === 0 || key.length > 1024 || !key.split('/').every((part) => segment.test(part)))
    throw new Error(`'${key}' is not a storage key (a relative path of letters, digits and . _ @ : = + , ~ ! -, no segment empty or starting with '.')`)
  return key
}

/**
 * Where an upload (`<sha256>.<ext>`) or its focal point (`<sha256>.focus.json`) is kept in shared storage. Builds keep
 * their output root's layout (build/share/sharedKeys.ts): `builds/`, `objects/`, `static/` and the pointer `live.json`.
 */
export const mediaKey = (name: string) => `media/${name}`
