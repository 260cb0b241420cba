// Where a user's journey progress is kept in localStorage: a key with their opaque id (see saved-progress).
export function savedJourneyKey(userId: string): string {
  return `wysh.journey.${userId}`;
}
