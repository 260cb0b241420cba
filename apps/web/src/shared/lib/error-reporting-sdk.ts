// The only parts of the error-reporting SDK the app uses, so that its chunk leaves out the rest (session
// replay, feedback, tracing). Loaded on demand by error-reporting.ts.
export { captureException, init } from '@sentry/react';
