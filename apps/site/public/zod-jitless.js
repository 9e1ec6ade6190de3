// The site runs under a Content-Security-Policy without 'unsafe-eval'. zod probes whether eval
// works (new Function) before its first object parse, and the probe alone is reported as a CSP
// violation. zod reads its settings from this global, so setting it here, before any module runs,
// skips the probe however the build splits its chunks.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
  jitless: true,
});
