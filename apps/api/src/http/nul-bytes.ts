// Refuses a NUL character anywhere in a request's route parameters, query string or parsed body (JSON or
// form), on every route, before its handler runs: 400, answered in the route's error shape by errors.ts.
import type { FastifyInstance } from 'fastify';
import { containsNulByte, NUL_BYTE_MESSAGE } from '../shared/nul-bytes.ts';

export function registerNulByteRefusal(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (containsNulByte(request.params) || containsNulByte(request.query) || containsNulByte(request.body)) {
      throw Object.assign(new Error(NUL_BYTE_MESSAGE), { statusCode: 400 });
    }
  });
}
