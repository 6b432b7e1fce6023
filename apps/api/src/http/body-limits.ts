/**
 * Request body limits. Fastify's default (1 MiB for every route) lets any client make the server read and
 * parse a megabyte of JSON where a login needs a few hundred bytes, so the app's default is small and the
 * few routes with larger legitimate payloads name their own limit (`bodyLimit` in the route options).
 * Multipart uploads are bounded per file by the uploads module instead.
 */

/** Every JSON body unless its route says otherwise: 64 KiB (a login, a message of 5 000 characters). */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/** A job (create, edit): up to 50 locations and several long texts, in any script: 256 KiB. */
export const JOB_BODY_LIMIT = 256 * 1024;

/**
 * The organization profile and its locations: up to 500 locations, 50 photos and videos with their links,
 * and the about-us text: 512 KiB (the largest valid one is about 400 KB).
 */
export const PROFILE_BODY_LIMIT = 512 * 1024;

/** Stripe's signed webhook events, read raw: Fastify's former default of 1 MiB. */
export const WEBHOOK_BODY_LIMIT = 1024 * 1024;
