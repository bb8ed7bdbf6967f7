import { createMailbox } from './screen-mailbox';

// An OS notification ("upload 42 processed") was clicked: Uploads opens that upload's timeline.
const uploads = createMailbox<'uploads', number>();

/** Asks the Uploads screen to open this upload, now or when it mounts. */
export function deliverOpenedUpload(uploadId: number): void {
  uploads.deliver('uploads', uploadId);
}

/** The Uploads screen opens the upload a notification named. */
export function useOpenedUpload(onUpload: (uploadId: number) => void): void {
  uploads.useMailbox('uploads', onUpload);
}
