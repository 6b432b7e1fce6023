import {
  type ResponsivenessSettingsPayload,
  type ResponsivenessSettingsResult,
  responsivenessApiPaths,
} from '@medhire/domain';
import type { ApiClient } from '../http/client';

/** The organization's target reply time and stale thresholds per pipeline step. */
export function createResponsivenessEndpoints(client: ApiClient) {
  return {
    /** The whole team reads them. */
    getSettings: () => client.get<ResponsivenessSettingsResult>(responsivenessApiPaths.settings()),
    /** The owner saves them; a target under the server's minimum answers 400 in words. */
    saveSettings: (payload: ResponsivenessSettingsPayload) =>
      client.put<ResponsivenessSettingsResult>(responsivenessApiPaths.settings(), payload),
  };
}

export type ResponsivenessEndpoints = ReturnType<typeof createResponsivenessEndpoints>;
