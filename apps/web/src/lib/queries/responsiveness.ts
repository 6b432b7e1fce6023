import type { ResponsivenessSettingsPayload } from '@medhire/domain';
import { useMemo } from 'react';
import useSWR from 'swr';
import { responsivenessApi } from '../api';
import { conversationKeys } from './conversations';
import { dashboardKeys } from './dashboard';
import { useInvalidate } from './invalidate';
import { queryErrorReporting, reporting } from './report';

/** The SWR keys of the organization's responsiveness settings. */
export const responsivenessKeys = {
  all: ['responsiveness'] as const,
  settings: () => [...responsivenessKeys.all, 'settings'] as const,
};

/** The target reply time and the stale thresholds per pipeline step (the whole team reads them). */
export function useResponsivenessSettings(enabled = true) {
  return useSWR(
    enabled ? responsivenessKeys.settings() : null,
    () => responsivenessApi.getSettings().then((result) => result.settings),
    queryErrorReporting,
  );
}

/**
 * Saves the settings (the owner's); the queue's overdue flags and Home's numbers are read again. A failure is a
 * toast and rejects, so the form shows it inline as well.
 */
export function useSaveResponsivenessSettings() {
  const invalidate = useInvalidate();
  return useMemo(
    () =>
      reporting(async (payload: ResponsivenessSettingsPayload) => {
        const { settings } = await responsivenessApi.saveSettings(payload);
        await invalidate(responsivenessKeys.all, conversationKeys.all, dashboardKeys.all);
        return settings;
      }),
    [invalidate],
  );
}
