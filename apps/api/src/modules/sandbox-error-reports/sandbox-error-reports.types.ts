// The sandbox error-reporting service's public facts: its key and projects are public knowledge, like a DSN in
// a page. A DSN https://sandbox@<this server>/sandbox/errors/2 makes the SDKs post to .../api/2/envelope/.
export const SANDBOX_ERROR_REPORTS = { key: 'sandbox', serverProject: '1', browserProject: '2' } as const;

export const SANDBOX_ERROR_REPORTS_PATH = '/sandbox/errors';
