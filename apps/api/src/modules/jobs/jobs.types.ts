// The job queue as other modules see it: enqueue jobs of the catalogue (job-catalogue.ts) in a transaction.
import type { AppJobs } from './job-catalogue.ts';
import type { JobQueue } from './job-queue.ts';

export type AppJobQueue = JobQueue<AppJobs>;
