const sqFtPerSqM = 10.7639

/** The facts line of a room, in the order guests compare rooms; zero or empty values are left out. */
export function roomFacts(room: { view: string; squareFootage: number; maxOccupancy: number; bedding: string }): { key: string; text: string }[] {
  const facts: { key: string; text: string }[] = []
  if (room.view) facts.push({ key: 'view', text: room.view })
  if (room.squareFootage > 0)
    facts.push({ key: 'size', text: `${room.squareFootage.toLocaleString('en-US')} sq ft (${Math.round(room.squareFootage / sqFtPerSqM)} m²)` })
  if (room.maxOccupancy > 0) facts.push({ key: 'occupancy', text: `Sleeps up to ${room.maxOccupancy}` })
  if (room.bedding) facts.push({ key: 'bedding', text: room.bedding })
  return facts
}
