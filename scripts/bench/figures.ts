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
