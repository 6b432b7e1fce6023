import { z } from 'zod';

/**
 * The answer of `POST /employer/auth/v1/doximity/start`: the provider's page to send the browser to. It
 * carries a fresh single-use `state` (valid ten minutes) and the PKCE challenge; `state` is given apart too,
 * so the app can keep it and check that the return comes back to the browser that started.
 */
export const thirdPartySignInStartSchema = z.object({
  authorizeUrl: z.url({ error: 'The sign-in address is not a URL' }),
  state: z.string({ error: 'The sign-in state must be text' }).min(1).max(512),
});

/** The start of a third-party sign-in. */
export type ThirdPartySignInStart = z.infer<typeof thirdPartySignInStartSchema>;

/**
 * The query of `GET /employee/auth/exchange-code-with-token/{code}`: the `state` the provider sent back
 * with the code, exactly as it came.
 */
export const codeExchangeQuerySchema = z.object({
  state: z
    .string({ error: 'The sign-in state must be text' })
    .min(1, 'The sign-in state is missing')
    .max(512, 'The sign-in state is too long'),
});

/** The query of the code exchange. */
export type CodeExchangeQuery = z.infer<typeof codeExchangeQuerySchema>;
