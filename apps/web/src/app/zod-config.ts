import { config } from 'zod/v4/core';

// Zod compiles a fast parser for each object schema with `new Function`, which the app's Content-Security-Policy
// (`script-src 'self'`, no 'unsafe-eval') refuses; the refusal shows as an error in the browser's console. The
// interpreted parser is plenty for forms. This runs before any schema is built: it is main.tsx's first import.
config({ jitless: true });
