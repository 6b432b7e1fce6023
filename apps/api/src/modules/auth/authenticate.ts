import {
  accountStateOf,
  type Capability,
  capabilityRefusal,
  MemberRole,
  roleRefusal,
  type Viewer,
} from '@medhire/domain';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from '../../http/errors.js';
import { type ActiveSession, type AuthenticatedEmployer, findActiveSession } from './sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in employer; set by {@link authenticate}, null on routes that do not use it. */
    employer: AuthenticatedEmployer | null;
    /** The session the request was authenticated with; set by {@link authenticate}. */
    authSession: ActiveSession | null;
    /** Who is signed in (the owner or a team member, with their role); set by {@link authenticate}. */
    viewer: Viewer | null;
  }
  interface FastifyInstance {
    /** Every employer route with the capability it declares, in registration order (tests, docs). */
    employerRoutes: EmployerRoute[];
  }
  interface FastifyContextConfig {
    /**
     * What the route lets an employer do (`Capability` of @medhire/domain). Every route that runs
     * {@link authenticate} declares one; the account's state decides whether it is allowed.
     */
    capability?: Capability;
  }
}

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';
export const FORBIDDEN_ACCOUNT_MESSAGE = 'You do not have access to this account.';

/** Protected routes answer this for a missing, unknown, revoked or expired token, or a rejected account. */
export function sessionEnded(): AppError {
  return new AppError(401, 'UNAUTHORIZED', SESSION_ENDED_MESSAGE);
}

/** An employer route and what it lets the employer do. */
export interface EmployerRoute {
  method: string;
  url: string;
  capability: Capability;
}

/**
 * Declares the request properties {@link authenticate} fills, and refuses to register a route that
 * authenticates an employer without declaring its capability, so no route can forget the account-state
 * rules. Called once by buildApp, before the modules.
 */
export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('employer', null);
  app.decorateRequest('authSession', null);
  app.decorateRequest('viewer', null);
  const employerRoutes: EmployerRoute[] = [];
  app.decorate('employerRoutes', employerRoutes);
  app.addHook('onRoute', (route: RouteOptions) => {
    const hooks = [route.onRequest ?? []].flat();
    if (!hooks.includes(authenticate)) return;
    const capability = route.config?.capability;
    if (!capability) {
      throw new Error(
        `${String(route.method)} ${route.url} authenticates an employer but declares no config.capability`,
      );
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') employerRoutes.push({ method, url: route.url, capability });
    }
  });
}

const BEARER = /^Bearer +(\S+) *$/i;

/** The token of an `Authorization: Bearer <token>` header, if there is one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return typeof header === 'string' ? BEARER.exec(header)?.[1] : undefined;
}

/**
 * The hook of every protected route (`onRequest: [authenticate]`, or `[authenticate, requireOwnEmployer]`
 * for routes with an `{id}` of the employer, with `config: { capability }`): finds the session of the bearer
 * token and sets `request.employer` and `request.authSession`, or answers 401; then answers 403 with the
 * account-state table's sentence when the account may not do what the route does ("Choose a plan to post
 * jobs."). Runs before the body is parsed, so a refused client learns nothing from validation errors.
 */
export async function authenticate(request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw sessionEnded();
  const found = await findActiveSession(request.server.database.db, token);
  if (!found) throw sessionEnded();
  request.employer = found.employer;
  request.authSession = found.session;
  request.viewer = found.viewer;
  const capability = request.routeOptions.config.capability;
  if (capability) assertCapability(found.employer, capability, found.viewer.role);
}

/**
 * Answers 403 when the employer's account state does not allow `capability` (PRODUCT.md, "Account states"),
 * with the sentence that says what to do. For rules that depend on more than the route (a handler that does
 * two things).
 */
export function assertCapability(
  employer: AuthenticatedEmployer,
  capability: Capability,
  role: MemberRole = MemberRole.Owner,
): void {
  // The role first: a recruiter asking for billing learns who may, not that the account is unpaid.
  assertRoleMay(role, capability);
  const refusal = capabilityRefusal(
    accountStateOf({
      accountStatus: employer.accountStatus,
      subscriptionStatus: employer.subscriptionStatus,
      currentProfileStep: employer.currentProfileStep,
      archived: employer.archivedAt,
    }),
    capability,
    role,
  );
  if (refusal) throw new AppError(403, refusal.code, refusal.message);
}

/**
 * 403 with the role's sentence when `role` may not do `capability`, whatever the account's state: for a route
 * whose own capability lets everyone read, but whose change is for the roles that may do more.
 */
export function assertRoleMay(role: MemberRole, capability: Capability): void {
  const forbidden = roleRefusal(role, capability);
  if (forbidden) throw new AppError(403, forbidden.code, forbidden.message);
}

/** Who is signed in on a route that ran {@link authenticate}; 401 if it did not. */
export function currentViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw sessionEnded();
  return request.viewer;
}

/** The signed-in employer of a route that ran {@link authenticate}; 401 if it did not. */
export function currentEmployer(request: FastifyRequest): AuthenticatedEmployer {
  if (!request.employer) throw sessionEnded();
  return request.employer;
}

/**
 * The one object-level rule for `/employer/…/{id}` routes whose `{id}` names the employer: only the
 * signed-in employer's own id passes. Any other value — another employer, an id that does not exist,
 * something that is not a uuid — gets the same 403, so the answer never tells which ids exist.
 */
export function assertOwnEmployer(request: FastifyRequest, id: unknown): AuthenticatedEmployer {
  const employer = currentEmployer(request);
  if (typeof id !== 'string' || id !== employer.id) {
    throw new AppError(403, 'FORBIDDEN', FORBIDDEN_ACCOUNT_MESSAGE);
  }
  return employer;
}

/** {@link assertOwnEmployer} on the route's `:id` parameter, as a hook after {@link authenticate}. */
export async function requireOwnEmployer(request: FastifyRequest): Promise<void> {
  assertOwnEmployer(request, (request.params as { id?: unknown } | undefined)?.id);
}
