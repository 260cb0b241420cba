// Shows the maintenance screen instead of the routes while a window is in force or underwriting is offline.
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useJourneyStore } from '../../../shared/stores/journey';
import { useServiceStore } from '../../../shared/stores/service';
import { useMaintenance } from '../api/get-maintenance';
import { MaintenanceScreen } from './maintenance-screen';

export function MaintenanceGate({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const maintenance = useMaintenance();
  const underwritingOffline = useServiceStore((state) => state.underwritingOffline);
  const current =
    maintenance.data ?? (underwritingOffline ? { kind: 'UNSCHEDULED' as const, returnsAt: null } : null);

  if (!current) return children;

  const recheck = async () => {
    useServiceStore.getState().setUnderwritingOffline(false);
    useJourneyStore.getState().reset();
    await maintenance.refetch();
    await navigate('/');
  };

  return (
    <MaintenanceScreen
      kind={current.kind}
      returnsAt={current.returnsAt}
      rechecking={maintenance.isFetching}
      onRecheck={() => void recheck()}
    />
  );
}
