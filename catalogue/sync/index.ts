export * from './syncChannel.ts'
export * from './syncMessages.ts'
export * from './pageDelta.ts'
