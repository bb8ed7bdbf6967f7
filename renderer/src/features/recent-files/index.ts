export { RecentFiles } from './RecentFiles';
export { useRememberRecent } from './use-recent-files';
