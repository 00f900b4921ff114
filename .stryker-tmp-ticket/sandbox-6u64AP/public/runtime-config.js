// @ts-nocheck
// Runtime settings read by src/shared/config.ts. Replace this file on the server to point the same
// build at another operator API or realtime host; "" and 0 mean "the page's own origin".
// `odds: true` when the operator pushes odds-changed nudges (the member API's odds broadcast); the
// simulator serves its own copy of this file with it on.
window.__APP_CONFIG__ = {
  apiBase: '',
  realtime: {
    key: 'sim-key',
    cluster: 'ap1',
    host: '',
    port: 0,
    tls: false,
    authEndpoint: '',
    odds: false,
  },
};
