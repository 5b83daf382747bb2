// The API reference's settings, loaded as a file so that the page runs under `script-src 'self'`.
// Swagger UI reads the document from this API and nothing from elsewhere: no validator badge, no remote
// config. "Try it out" calls go to the same origin, so they carry the studio session of this browser.
window.ui = window.SwaggerUIBundle({
  url: 'openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  // Areas start folded, an index to open: with every one of some 150 operations open at once, Swagger UI 5 stops
  // rendering partway down the page.
  docExpansion: 'none',
  validatorUrl: null,
  withCredentials: true,
  queryConfigEnabled: false,
  presets: [window.SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
})
