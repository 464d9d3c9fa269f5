import { createFileLibrary } from '../src/areas/file/library';
import { registerVariantJobs } from '../src/areas/file/variants';
import type { Database } from '../src/core/db';
import { createJobs } from '../src/core/jobs';
import type { FileStorage } from '../src/core/storage';
import type { SeedLibrary } from '../src/seed/shop-images';

/** A file library with a job runner of its own that makes its variants, as the app has (seeds without an app). */
export async function libraryWithJobs(db: Database, storage: FileStorage): Promise<SeedLibrary> {
  const library = createFileLibrary({ storage });
  const jobs = createJobs(db, { pollSeconds: 0.5 });
  registerVariantJobs(jobs, db, library);
  await jobs.start();
  return { ...library, jobs };
}
