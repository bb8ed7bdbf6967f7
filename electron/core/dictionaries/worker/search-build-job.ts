// What the search index worker is given and answers (search-index-worker.ts, search-index-build.ts).

/** The build to run: one source's goods, from the progress the search file records. */
export interface SearchBuildJob {
  /** The search file (the worker's main database) and the app's file (attached as `desk`, read only by the build). */
  searchFile: string;
  deskFile: string;
  src: number;
  /** Goods per batch (one transaction of the search file each). */
  batch: number;
  /**
   * Shared with the host (goods-fts.ts, HostTurn): above 0 while a transaction of the host's wants
   * or holds the search file's lock; the build waits between batches until it is 0 again.
   */
  hostTurn?: SharedArrayBuffer;
  /** Shared with the parsing worker (parse-load.ts): above 0 while it has chunks to parse; the build gives way. */
  parseLoad?: SharedArrayBuffer;
}

/**
 * How a build ended: complete or stopped on request, after how many batches. `niceness`: the build
 * thread's own priority (thread-priority.ts), null where it ran at its process's (or failed).
 */
export interface SearchBuildOutcome {
  built: boolean;
  batches: number;
  niceness: number | null;
}

/** The worker's one answer: how the build ended, or why it failed. */
export type SearchBuildReply = ({ ok: true } & SearchBuildOutcome) | { ok: false; message: string };
