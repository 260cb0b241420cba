// What the sandbox card provider's users hand it: where its events go.

/** Where events go: the endpoint's secret and a way to POST a body with its signature (HTTP, or in-process). */
export type WebhookEndpoint = {
  secret: string;
  /** Answers the endpoint's HTTP status; throws when it cannot be reached. */
  post: (body: string, signature: string) => Promise<number>;
};
