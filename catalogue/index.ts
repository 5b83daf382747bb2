export * from './model/index.ts'
export * from './fields/index.ts'
export * from './layouts/index.ts'
export * from './blocks/index.ts'
