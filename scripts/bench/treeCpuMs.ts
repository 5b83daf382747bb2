import { readFileSync } from 'node:fs'
import { childProcesses } from '../../build/testing/childProcesses.ts'

/**
 * CPU time so far of this process and its render workers, in ms: on a shared machine pages per second move with
 * whatever else runs, CPU time a page much less.
 */
export function treeCpuMs(): number {
  let ticks = 0
  for (const pid of childProcesses(process.pid)) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // Gone meanwhile: it was not a render worker of this build.
    }
  }
  const own = process.cpuUsage()
  // Linux counts a process's CPU time in ticks of 10 ms.
  return ticks * 10 + (own.user + own.system) / 1000
}
