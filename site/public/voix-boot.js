// Starts the page's script (its data-entry, vike's client entry) once the page has loaded and been painted, or
// after 3 s at most.
// The page is whole as HTML and CSS; the script only adds behaviour, so on a slow phone network the text and
// images come first and the script's download does not compete with them. A classic script, so it runs under
// the site's CSP (script-src 'self') without inline code.
;(function () {
  var me = document.currentScript
  var entry = me && me.getAttribute('data-entry')
  if (!entry || !/^\/assets\/entries\/[\w.-]+\.js$/.test(entry)) return
  var started = false
  function start() {
    if (started) return
    started = true
    import(entry)
  }
  // After the frame that follows load is painted (the second animation frame runs once the first has been shown):
  // the page's first paint never waits on the script's download, which a phone's slow network would make it do
  // when that paint comes after load. A hidden tab has no frames: the 3 s timer starts it there.
  function afterPaint() {
    requestAnimationFrame(function () {
      requestAnimationFrame(start)
    })
  }
  if (document.readyState === 'complete') afterPaint()
  else addEventListener('load', afterPaint, { once: true })
  setTimeout(start, 3000)
})()
