// Ids are UUIDs. An id from a client that is not one names nothing: callers answer "not found" instead of
// letting PostgreSQL reject the cast.
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
