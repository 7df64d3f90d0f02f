/**
 * "Make this level available offline": a list of jobs (a content chunk's lazy import, a picture's
 * fetch), each with a key so nothing is fetched twice. A job may return more jobs (a topic's
 * pictures are known once its chunk is loaded). Every request goes through the service worker,
 * whose runtime caches keep the answers.
 */
export interface OfflineJob {
  key: string;
  run: () => Promise<OfflineJob[] | void>;
}

export interface DownloadProgress {
  done: number;
  failed: number;
  total: number;
}

export async function downloadAll(jobs: readonly OfflineJob[], onProgress: (progress: DownloadProgress) => void, concurrency = 4): Promise<DownloadProgress> {
  const seen = new Set<string>();
  const queue: OfflineJob[] = [];
  const progress: DownloadProgress = { done: 0, failed: 0, total: 0 };
  const add = (more: readonly OfflineJob[]) => {
    for (const job of more) {
      if (seen.has(job.key)) continue;
      seen.add(job.key);
      queue.push(job);
      progress.total++;
    }
  };
  add(jobs);
  onProgress({ ...progress });
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      try {
        const more = await job.run();
        if (more) add(more);
        progress.done++;
      } catch {
        progress.failed++;
      }
      onProgress({ ...progress });
    }
  };
  // Workers pick jobs until the queue (including jobs added on the way) is empty.
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return { ...progress };
}

/** Fetches a file whole (through the service worker, which caches it); fails on an error status. */
export async function fetchFile(url: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  await response.blob();
}

export function fileJob(url: string): OfflineJob {
  return { key: url, run: () => fetchFile(url) };
}

/** A Noto picture of the site (/icons/noto/<name>.svg) as a job; none for an empty name. */
export function pictureJobs(names: readonly (string | undefined)[]): OfflineJob[] {
  return names.filter((name): name is string => !!name).map((name) => fileJob(`/icons/noto/${name}.svg`));
}

/** The two answer sounds every quiz plays (src/lib/sounds.ts). */
export const soundJobs: readonly OfflineJob[] = [fileJob('/sounds/success.wav'), fileJob('/sounds/wrong.wav')];
