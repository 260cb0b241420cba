import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import {
  endWindowsInForce,
  findWindowInForce,
  insertWindow,
  isOnline,
  setOnline,
  type OperatedService,
} from './maintenance.repository.ts';

export const startMaintenanceInput = z.object({
  kind: z.enum(['SCHEDULED', 'UNSCHEDULED']),
  returnsAt: z.iso.datetime({ offset: true }).optional(),
});

export function createMaintenanceService(db: Db, clock: Clock) {
  return {
    inForce: async () => {
      const window = await findWindowInForce(db, clock.now());
      if (!window) return null;
      return {
        kind: window.kind === 'scheduled' ? ('SCHEDULED' as const) : ('UNSCHEDULED' as const),
        returnsAt: window.returnsAt,
      };
    },
    /** Starts a window now; any window already in force ends, so there is never more than one. */
    start: (input: z.infer<typeof startMaintenanceInput>) =>
      db.transaction(async (tx) => {
        const now = clock.now();
        await endWindowsInForce(tx, now);
        return insertWindow(tx, {
          kind: input.kind === 'SCHEDULED' ? 'scheduled' : 'unscheduled',
          startsAt: now,
          returnsAt: input.returnsAt ? new Date(input.returnsAt) : null,
        });
      }),
    end: () => endWindowsInForce(db, clock.now()),
    /** Whether an operator has left the service online (the default). */
    online: (service: OperatedService) => isOnline(db, service),
    /** Takes a service offline or brings it back (an operator's switch). */
    setOnline: (service: OperatedService, online: boolean) => setOnline(db, service, online, clock.now()),
  };
}

export type MaintenanceService = ReturnType<typeof createMaintenanceService>;
