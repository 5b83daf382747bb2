// The API reference's settings, loaded as a file so that the page runs under `script-src 'self'`.
// Swagger UI reads the document from this API and nothing from elsewhere: no validator badge, no remote
// config. "Try it out" calls go to the same origin, so they carry the studio session of this browser.
window.ui = window.SwaggerUIBundle({
  url: 'openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  withCredentials: true,
  queryConfigEnabled: false,
  presets: [window.SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
})
