export * from './layouts.ts'
