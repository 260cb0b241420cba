import { builder } from '../../graphql/base/builder.ts';

type MaintenanceShape = { kind: 'SCHEDULED' | 'UNSCHEDULED'; returnsAt: Date | null };

const MaintenanceKind = builder.enumType('MaintenanceKind', {
  values: ['SCHEDULED', 'UNSCHEDULED'] as const,
});

const MaintenanceRef = builder.objectRef<MaintenanceShape>('Maintenance').implement({
  description: 'A maintenance window in force now.',
  fields: (t) => ({
    kind: t.expose('kind', { type: MaintenanceKind }),
    returnsAt: t.expose('returnsAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the service is expected back; set for scheduled maintenance.',
    }),
  }),
});

builder.queryField('maintenance', (t) =>
  t.field({
    type: MaintenanceRef,
    nullable: true,
    description: 'The maintenance window in force now, if any.',
    resolve: (_root, _args, { services }) => services.maintenance.inForce(),
  }),
);
