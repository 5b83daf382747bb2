// Kept free of zod and of the DOM types' optional parts: the studio and the site's preview both use it.

/** platform.md §9: broadcast messages live 45 s; local-storage entries are removed after 60 s; polling every 150 ms. */
export const syncConstants = { messageTtlMs: 45_000, storageRemovalMs: 60_000, pollMs: 150 } as const

export const syncChannelName = 'voix-studio-sync'
const storagePrefix = 'voix-sync:'

export interface SyncEnvelope<M> {
  /** The generated id of the admin window that sent it; a window ignores its own messages. */
  from: string
  sentAt: number
  message: M
}

export interface SyncChannel<M> {
  readonly adminId: string
  readonly transport: 'broadcast' | 'storage'
  post(message: M): void
  subscribe(listener: (message: M, from: string) => void): () => void
  close(): void
}

export interface SyncChannelOptions {
  adminId?: string
  now?: () => number
  /** Forces the local-storage transport (when BroadcastChannel is missing it is used anyway). */
  transport?: 'broadcast' | 'storage'
  storage?: Storage
}

/**
 * Messages between the studio's windows and its previews: a BroadcastChannel where the browser has one,
 * else entries in local storage that other windows poll for. Messages older than the time-to-live are dropped.
 */
export function createSyncChannel<M>(options: SyncChannelOptions = {}): SyncChannel<M> {
  const adminId = options.adminId ?? globalThis.crypto.randomUUID()
  const now = options.now ?? Date.now
  const listeners = new Set<(message: M, from: string) => void>()
  const deliver = (envelope: SyncEnvelope<M>) => {
    if (envelope.from === adminId || now() - envelope.sentAt > syncConstants.messageTtlMs) return
    for (const listener of listeners) listener(envelope.message, envelope.from)
  }
  const useBroadcast = options.transport !== 'storage' && typeof BroadcastChannel === 'function'
  const base = { adminId, subscribe(listener: (message: M, from: string) => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  } }

  if (useBroadcast) {
    const channel = new BroadcastChannel(syncChannelName)
    channel.onmessage = (event: MessageEvent<SyncEnvelope<M>>) => deliver(event.data)
    return {
      ...base,
      transport: 'broadcast',
      post: (message) => channel.postMessage({ from: adminId, sentAt: now(), message } satisfies SyncEnvelope<M>),
      close: () => {
        listeners.clear()
        channel.close()
      },
    }
  }

  const storage = options.storage ?? globalThis.localStorage
  const seen = new Set<string>()
  let counter = 0
  const removals = new Set<ReturnType<typeof setTimeout>>()
  const poll = () => {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i)
      if (!key?.startsWith(storagePrefix) || seen.has(key)) continue
      seen.add(key)
      let envelope: SyncEnvelope<M>
      try {
        envelope = JSON.parse(storage.getItem(key) ?? '') as SyncEnvelope<M>
      } catch {
        continue
      }
      // Entries left behind by a closed window are swept by whoever sees them next.
      if (now() - envelope.sentAt > syncConstants.storageRemovalMs) storage.removeItem(key)
      else deliver(envelope)
    }
  }
  // What is already there when the window opens is history, not news.
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i)
    if (key?.startsWith(storagePrefix)) seen.add(key)
  }
  const timer = setInterval(poll, syncConstants.pollMs)
  return {
    ...base,
    transport: 'storage',
    post(message) {
      const key = `${storagePrefix}${adminId}:${now()}:${counter++}`
      seen.add(key)
      storage.setItem(key, JSON.stringify({ from: adminId, sentAt: now(), message } satisfies SyncEnvelope<M>))
      const removal = setTimeout(() => {
        removals.delete(removal)
        storage.removeItem(key)
      }, syncConstants.storageRemovalMs)
      removals.add(removal)
    },
    close() {
      listeners.clear()
      clearInterval(timer)
    },
  }
}
