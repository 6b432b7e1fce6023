import { MemberRole } from '@medhire/domain';
import { useSearchParams } from 'react-router-dom';
import { useViewer } from './session';

/**
 * "Only my jobs", kept in the address (`?mine=true`) so it survives a reload and a shared link. A hiring manager
 * only ever sees their own jobs: the switch is not offered (`available: false`) and `mine` stays false. Turning
 * it on or off goes back to the first page.
 */
export function useOnlyMyJobs(): {
  available: boolean;
  mine: boolean;
  setMine: (mine: boolean) => void;
} {
  const [searchParams, setSearchParams] = useSearchParams();
  const viewer = useViewer();
  const available = viewer !== null && viewer.role !== MemberRole.HiringManager;
  const mine = available && searchParams.get('mine') === 'true';
  const setMine = (next: boolean) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next) params.set('mine', 'true');
        else params.delete('mine');
        params.delete('page');
        return params;
      },
      { replace: true },
    );
  return { available, mine, setMine };
}
