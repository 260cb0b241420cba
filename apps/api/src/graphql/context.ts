import type { Services } from '../services';

export type GraphQLContext = {
  services: Services;
  requestId: string;
};
