import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The files that take minutes: started first, so that no worker is left running one after the rest are done. */
const LONGEST = ['/apps/api/test/clock-travel.test.ts'];
const isLongest = (spec: TestSpecification) => LONGEST.some((file) => spec.moduleId.endsWith(file));

/** Vitest's order (failed first, then longest by the last run's times, else largest), the longest of all first. */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter(isLongest), ...sorted.filter((spec) => !isLongest(spec))];
  }
}

// Unit and integration tests of every workspace; Playwright specs under e2e/ are run by `npm run test:e2e`.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/forms', 'apps/api', 'apps/web'],
    sequence: { sequencer: LongestFirst },
  },
});
