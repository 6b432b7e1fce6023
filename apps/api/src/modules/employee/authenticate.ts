import type { FastifyRequest } from 'fastify';
import { bearerToken, sessionEnded } from '../auth/authenticate.js';
import type { ActiveSession } from '../auth/sessions.js';
import { type AuthenticatedCandidate, findActiveCandidateSession } from './sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in candidate; set by {@link authenticateCandidate} on employee routes, null elsewhere. */
    candidate: AuthenticatedCandidate | null;
    /** The candidate session the request was authenticated with; set by {@link authenticateCandidate}. */
    candidateSession: ActiveSession | null;
  }
}

/**
 * The hook of the employee API's protected routes: finds the candidate session of the bearer token, or
 * answers 401 "Your session has ended. Please sign in again." like the employer routes. An employer's
 * token is not a candidate's: the two kinds of session live in different tables.
 */
export async function authenticateCandidate(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw sessionEnded();
  const found = await findActiveCandidateSession(request.server.database.db, token);
  if (!found) throw sessionEnded();
  request.candidate = found.candidate;
  request.candidateSession = found.session;
}

/** The signed-in candidate of a route that ran {@link authenticateCandidate}; 401 if it did not. */
export function currentCandidate(request: FastifyRequest): AuthenticatedCandidate {
  if (!request.candidate) throw sessionEnded();
  return request.candidate;
}
