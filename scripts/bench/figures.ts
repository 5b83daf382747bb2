export interface Figure {
  value: number
  unit: string
  target: number | null
  better: 'higher' | 'lower'
}

export type Figures = Record<string, Figure>

/** A named group of benchmarks; `npm run bench -- <name>` runs one. */
export interface BenchGroup {
  name: string
  run: () => Promise<Figures>
}
