// The first visit as a phone sees it: Lighthouse's mobile preset (simulated slow 4G and a 4x slower CPU) on
// Debian's Chromium, which asks for brotli and gzip like any browser. For each page: the performance score,
// the Largest Contentful Paint, and the bytes the visit actually transferred (compressed, headers included).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export type PageReport = {
  path: string;
  score: number;
  lcpMs: number;
  transferredBytes: number;
  requests: number;
};

/** Lighthouse's network-requests audit lists each request with its transferSize. */
type NetworkRequestItem = { url: string; transferSize?: number };

export async function lighthousePages(baseUrl: string, paths: readonly string[]): Promise<PageReport[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic'],
  });
  try {
    const reports: PageReport[] = [];
    for (const path of paths) {
      // Each run starts from an empty cache (Lighthouse clears storage first): a first visit.
      const result = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        output: 'json',
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      const { audits, categories } = result.lhr;
      const items = ((audits['network-requests']?.details as { items?: NetworkRequestItem[] } | undefined)
        ?.items ?? []) as NetworkRequestItem[];
      reports.push({
        path,
        score: Math.round((categories.performance?.score ?? 0) * 100),
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        transferredBytes: items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
        requests: items.length,
      });
    }
    return reports;
  } finally {
    chrome.kill();
  }
}
