// One block with its template values, prerendered by the build for the studio's picker screenshots.
export default '/voix/slice-preview/@sliceName'
