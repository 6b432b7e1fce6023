// Zod compiles a fast parser for each object schema with `new Function`, which the app's Content-Security-Policy
// (`script-src 'self'`, no 'unsafe-eval') refuses; the refusal shows as an error in the browser's console. The
// interpreted parser is plenty for forms. Zod reads its settings from this global when it first loads (zod's
// `config()` would do the same, but importing it brings zod's core into the start-up chunk); this runs before
// any schema is built: it is main.tsx's first import. zod-config.test.ts checks that zod picks it up.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
