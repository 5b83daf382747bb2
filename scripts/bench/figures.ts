export interface Figure {
  value: number
  unit: string
  target: number | null
  better: 'higher' | 'lower'
}

export type Figures = Record<string, Figure>

/** Options from the command line; a group reads those it knows (see bench.ts). */
export interface BenchOptions {
  /** A snapshot folder to measure instead of a generated one. */
  corpus?: string
  /** Also the long figures (the 100,000-page build). */
  large?: boolean
}

/** A named group of benchmarks; `npm run bench -- <name>` runs one. */
export interface BenchGroup {
  name: string
  run: (options?: BenchOptions) => Promise<Figures>
}

/** The value `p` (0–1) of the way up the sorted values: 0.5 the median (the upper one of an even count), 0.95 the p95. */
export const percentile = (xs: readonly number[], p: number): number => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!

export const median = (xs: readonly number[]): number => percentile(xs, 0.5)
