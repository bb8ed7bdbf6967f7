// What other features use of the uploads feature: the pipeline's own parts (preview card with the
// checks, guard-rail dialog, timeline) so a package built elsewhere is sent the same way.
import './uploads.css';

export { FilePreviewCard } from './FilePreviewCard';
export { GuardRailDialog } from './GuardRailDialog';
export { UploadDetail } from './UploadDetail';
export { fieldLabel } from '../workbench';
