import type { RouteInfo } from '@medhire/domain';

export type { RouteAccess } from '@medhire/domain';

/**
 * What a route of the router carries for the app frame (its access, title and capability): its row of
 * @medhire/domain's route table.
 */
export type RouteHandle = RouteInfo;
