// What other features use of the uploads feature: the pipeline's own parts (preview card with the
// checks, send controls with the guard rails, timeline) so a package built elsewhere is sent the same way.
import './uploads.css';

export { FilePreviewCard } from './FilePreviewCard';
export { SendControls } from './SendControls';
export { UploadDetail } from './UploadDetail';
export { UploadKindChoice, type PackageKind } from './UploadKindChoice';
export { fieldLabel } from '../workbench';
