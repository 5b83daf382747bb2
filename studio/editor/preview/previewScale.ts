/** How far a page laid out `pageWidth` wide must shrink to fit a panel `panelWidth` wide; never enlarged. */
export function previewScale(pageWidth: number, panelWidth: number): number {
  if (panelWidth <= 0 || pageWidth <= panelWidth) return 1
  // Two decimals, rounded down, so the shown percentage is what is applied and the page never overflows.
  return Math.floor((panelWidth / pageWidth) * 100) / 100
}
