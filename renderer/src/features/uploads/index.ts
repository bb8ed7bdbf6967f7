// What other features use of the uploads feature: the pipeline's own parts (preview card with the
// checks, send controls with the guard rails, timeline) so a package built elsewhere is sent the same way.
import './uploads.css';

export { FilePreviewCard } from './intake/FilePreviewCard';
export { SendControls } from './send/SendControls';
export { GuardRailDialog } from './send/GuardRailDialog';
export { UploadDetail } from './detail/UploadDetail';
export { UploadKindChoice, type PackageKind } from './send/UploadKindChoice';
export { describeError, fieldLabel } from '../workbench';
