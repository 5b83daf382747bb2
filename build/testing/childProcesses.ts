import { readdirSync, readFileSync } from 'node:fs'

/** A process's /proc status text (Linux); undefined once it is gone. */
export function processStatus(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/status`, 'utf8')
  } catch {
    return undefined
  }
}

/** The processes whose parent is `pid`: a build's render workers, for the tests and the bench. */
export function childProcesses(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((child) => /^PPid:\s+(\d+)$/m.exec(processStatus(child) ?? '')?.[1] === String(pid))
}
