// requestDataExport: a person asks for their data; the link comes by e-mail (data-exports.service.ts).
import { builder } from '../../graphql/base/builder.ts';
import { payloadOf } from '../../graphql/base/payload.ts';
import { UserErrorRef, type UserErrorShape } from '../../graphql/base/user-error.ts';
import type { DataExportRequestView } from './data-exports.service.ts';

const DataExportRequestRef = builder.objectRef<DataExportRequestView>('DataExportRequest').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.exposeString('status', { description: 'pending, ready or downloaded.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const RequestDataExportPayload = builder
  .objectRef<{
    request?: DataExportRequestView;
    availableAt?: Date;
    success: boolean;
    error?: UserErrorShape | null;
  }>('RequestDataExportPayload')
  .implement({
    fields: (t) => ({
      request: t.expose('request', { type: DataExportRequestRef, nullable: true }),
      availableAt: t.expose('availableAt', {
        type: 'DateTime',
        nullable: true,
        description: 'Refused as too soon: when the person may ask again.',
      }),
      success: t.exposeBoolean('success'),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });

builder.mutationField('requestDataExport', (t) =>
  t.field({
    type: RequestDataExportPayload,
    description:
      "Asks for the person's data (a verified session): built by a job and e-mailed as a link that works once, " +
      'for 7 days. Once a day (DATA_EXPORT.TOO_SOON otherwise, with availableAt).',
    resolve: async (_root, _args, { services, viewer }) =>
      payloadOf(await services.dataExports.requestDataExport(await viewer()), ({ availableAt }) => ({
        availableAt,
      })),
  }),
);
