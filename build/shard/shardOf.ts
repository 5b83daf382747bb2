import { createHash } from 'node:crypto'

/**
 * The shard (1 to `count`) a page is built by: the first four bytes of the SHA-1 of its id, modulo the count. A
 * function of the id alone, so a page lands on the same shard whatever order the source lists pages in and whatever
 * else was published; SHA-1 rather than a hash of our own so a CI script in any language can say where a page went.
 */
export function shardOf(id: string, count: number): number {
  return (createHash('sha1').update(id).digest().readUInt32BE(0) % count) + 1
}
