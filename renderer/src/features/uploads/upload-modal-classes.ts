/** The uploads screens' dialog styling (uploads.css). */
export const uploadModalClasses = { dialog: 'upl-modal', body: 'upl-modal__body', actions: 'upl-modal__actions' };
