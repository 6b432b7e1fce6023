/**
 * Sent by the messaging worker to a tab it cannot navigate itself (a tab it does not control, e.g. after a
 * hard reload): `{ type, url }`, where url is the push's target in this app.
 */
export const OPEN_PUSH_TARGET_MESSAGE = 'medhire:open-push-target';
