import { eventContract, type EventPayload } from '@shared/ipc/contract';

/** What keeps the app useful with its window closed. */
export type BackgroundWork = 'following' | 'scheduled' | 'sync';

export interface FinishedUpload {
  profileId: number;
  uploadId: number;
  outcome: 'processed' | 'processing-error';
  statusMessage: string | null;
}

export interface Activity {
  /** Folds one event the core host sent (the same events the window receives). */
  apply(event: string, payload: unknown): void;
  /** True while a package is on its way to the operator. */
  sending(): boolean;
  /** The kinds of work that would stop if the app quit now, in a stable order. */
  running(): BackgroundWork[];
  /** Called once per upload that reached Processed or Error. */
  onFinished(listener: (upload: FinishedUpload) => void): void;
}

type UploadStatus = EventPayload<'uploads:status'>;

/**
 * Main's view of what core is doing, folded from the events it relays: uploads being sent or
 * followed, changes held for their 10-minute slot, dictionary syncs running.
 */
export function createActivity(): Activity {
  const uploads = new Map<number, UploadStatus>();
  const syncs = new Map<string, boolean>();
  const finished = new Set<number>();
  const listeners: Array<(upload: FinishedUpload) => void> = [];

  const onUpload = (status: UploadStatus): void => {
    uploads.set(status.uploadId, status);
    const outcome = status.outcome;
    if ((outcome === 'processed' || outcome === 'processing-error') && !finished.has(status.uploadId)) {
      finished.add(status.uploadId);
      const upload = {
        profileId: status.profileId,
        uploadId: status.uploadId,
        outcome,
        statusMessage: status.statusMessage,
      };
      for (const listener of listeners) listener(upload);
    }
  };

  return {
    apply(event, payload) {
      if (event === 'uploads:status') {
        const parsed = eventContract['uploads:status'].safeParse(payload);
        if (parsed.success) onUpload(parsed.data);
      } else if (event === 'dictionaries:progress') {
        const parsed = eventContract['dictionaries:progress'].safeParse(payload);
        if (parsed.success) syncs.set(parsed.data.runId, ['running', 'indexing'].includes(parsed.data.state));
      }
    },
    sending: () => [...uploads.values()].some((u) => u.outcome === 'sending'),
    running() {
      const all = [...uploads.values()];
      const work: BackgroundWork[] = [];
      if (all.some((u) => u.outcome === 'sending' || u.tracking === 'active')) work.push('following');
      if (all.some((u) => u.outcome === 'held')) work.push('scheduled');
      if ([...syncs.values()].some(Boolean)) work.push('sync');
      return work;
    },
    onFinished: (listener) => void listeners.push(listener),
  };
}
