import { builder } from '../../graphql/base/builder.ts';
import { payloadOf, UserErrorRef, type UserErrorShape } from '../../graphql/base/user-error.ts';

const TrackEventInput = builder.inputType('TrackEventInput', {
  fields: (t) => ({
    name: t.string({ required: true, description: 'An event of the catalogue (docs/analytics.md).' }),
    properties: t.field({
      type: 'JSON',
      description: 'A flat object of small scalars; anything personal is dropped.',
    }),
  }),
});

const TrackEventsPayload = builder
  .objectRef<{ recorded?: number; dropped?: number; error?: UserErrorShape | null }>('TrackEventsPayload')
  .implement({
    fields: (t) => ({
      recorded: t.int({
        nullable: true,
        description: 'How many events were new (a repeated once-per-user event is not).',
        resolve: (payload) => payload.recorded ?? null,
      }),
      dropped: t.int({
        nullable: true,
        description: 'How many properties were dropped as personal or malformed.',
        resolve: (payload) => payload.dropped ?? null,
      }),
      error: t.expose('error', { type: UserErrorRef, nullable: true }),
    }),
  });

builder.mutationField('trackEvents', (t) =>
  t.field({
    type: TrackEventsPayload,
    description:
      'Reports analytics events (visitors too); the server attaches the signed-in user and keeps once-per-user events once.',
    args: { events: t.arg({ type: [TrackEventInput], required: true }) },
    resolve: async (_root, { events }, { services, viewer }) =>
      payloadOf(
        await services.analytics.trackEvents(
          await viewer(),
          events.map((event) => ({ name: event.name, properties: event.properties ?? undefined })),
        ),
      ),
  }),
);
