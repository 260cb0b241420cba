/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the primary API; empty means the same origin. */
  readonly VITE_API_URL?: string;
  /** Base URL of an API to use when the primary one is unhealthy or unreachable. */
  readonly VITE_FALLBACK_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
