// The first visit as a phone sees it: Lighthouse's mobile preset (simulated slow 4G and a 4x slower CPU) on
// Debian's Chromium, which asks for brotli and gzip like any browser. For each page: the performance score,
// the Largest Contentful Paint, and the bytes the visit actually transferred (compressed, headers included).
// Lighthouse's simulation scales the CPU time it observes, so a busy machine moves the score: each page is run
// LIGHTHOUSE_RUNS times (3 by default) and the run with the median score is reported.
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

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

export async function lighthousePages(baseUrl: string, paths: readonly string[]): Promise<PageReport[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic'],
  });
  try {
    const reports: PageReport[] = [];
    for (const path of paths) {
      const attempts: PageReport[] = [];
      for (let run = 0; run < runs; run += 1) attempts.push(await audit(chrome.port, baseUrl, path));
      attempts.sort((a, b) => a.score - b.score);
      reports.push(attempts[Math.floor(attempts.length / 2)]!);
    }
    return reports;
  } finally {
    chrome.kill();
  }
}

async function audit(port: number, baseUrl: string, path: string, attempt = 1): Promise<PageReport> {
  // Each run starts from an empty cache (Lighthouse clears storage first): a first visit.
  const result = await lighthouse(`${baseUrl}${path}`, {
    port,
    onlyCategories: ['performance'],
    logLevel: 'error',
    output: 'json',
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
  // A run whose trace Lighthouse failed to record (NO_NAVSTART and the like) scores 0 without saying anything
  // about the page: it is run again rather than counted.
  if (result.lhr.runtimeError) {
    if (attempt >= 3) throw new Error(`Lighthouse failed on ${path}: ${result.lhr.runtimeError.code}`);
    return audit(port, baseUrl, path, attempt + 1);
  }
  const { audits, categories } = result.lhr;
  const items = ((audits['network-requests']?.details as { items?: NetworkRequestItem[] } | undefined)
    ?.items ?? []) as NetworkRequestItem[];
  return {
    path,
    score: Math.round((categories.performance?.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    transferredBytes: items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    requests: items.length,
  };
}
