import { useEffect, useEffectEvent } from 'react';

/**
 * Accepts files dropped anywhere on the screen while it is shown (not only on its drop zone): the
 * document lets files be dragged over it and hands a drop to `onFiles`. A drop a zone already took
 * (it called preventDefault) is left alone, and a drop of anything but files is ignored.
 */
export function useDropAnywhere(onFiles: (files: FileList) => void): void {
  const take = useEffectEvent(onFiles);
  useEffect(() => {
    const hasFiles = (event: DragEvent) => !!event.dataTransfer && [...event.dataTransfer.types].includes('Files');
    const over = (event: DragEvent) => {
      if (!hasFiles(event) || event.defaultPrevented) return;
      event.preventDefault();
      event.dataTransfer!.dropEffect = 'copy';
    };
    const drop = (event: DragEvent) => {
      if (event.defaultPrevented || !event.dataTransfer || event.dataTransfer.files.length === 0) return;
      event.preventDefault();
      take(event.dataTransfer.files);
    };
    document.addEventListener('dragover', over);
    document.addEventListener('drop', drop);
    return () => {
      document.removeEventListener('dragover', over);
      document.removeEventListener('drop', drop);
    };
  }, []);
}
