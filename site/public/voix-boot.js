// Starts the page's script (its data-entry, vike's client entry) once the page has loaded, or after 3 s at most.
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
  if (document.readyState === 'complete') start()
  else {
    addEventListener('load', start, { once: true })
    setTimeout(start, 3000)
  }
})()
