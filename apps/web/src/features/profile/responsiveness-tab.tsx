import { ErrorState } from '@medhire/ui/error-state';
import { ResponsivenessSettingsForm } from '@medhire/ui/responsiveness-settings';
import { Skeleton } from '@medhire/ui/skeleton';
import { notifySuccess } from '../../lib/notify';
import { useResponsivenessSettings, useSaveResponsivenessSettings } from '../../lib/queries/responsiveness';

/** The owner's responsiveness settings: the target reply time and the stale days per pipeline step. */
export function ResponsivenessTab() {
  const settings = useResponsivenessSettings();
  const save = useSaveResponsivenessSettings();
  if (settings.error) {
    return (
      <ErrorState
        title="The settings did not load"
        message={settings.error instanceof Error ? settings.error.message : undefined}
        onRetry={() => void settings.mutate()}
      />
    );
  }
  if (!settings.data) {
    return (
      <div role="status" aria-label="Loading the settings" className="grid max-w-xl gap-3">
        <Skeleton className="h-24" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  return (
    <ResponsivenessSettingsForm
      settings={settings.data}
      onSave={async (payload) => {
        await save(payload);
        void notifySuccess('Your responsiveness settings are saved.');
      }}
    />
  );
}
