import { contextBridge, ipcRenderer, webUtils } from 'electron';
import { createDeskApi } from '@shared/ipc/desk-api';
import { createRefFile } from './ref-file';

// The sandboxed preload: exposes window.desk built from the contract, nothing else.
// ipcRenderer itself never reaches the page.
contextBridge.exposeInMainWorld(
  'desk',
  createDeskApi({
    invoke: (channel, input) => ipcRenderer.invoke(channel, input),
    on: (event, listener) => {
      const wrapped = (_event: Electron.IpcRendererEvent, payload: unknown) => listener(payload);
      ipcRenderer.on(event, wrapped);
      return () => {
        ipcRenderer.removeListener(event, wrapped);
      };
    },
    // The page hands over a File; its path stays here and in main (the page gets a reference).
    refFile: createRefFile(
      (file) => webUtils.getPathForFile(file as File),
      (channel, path) => ipcRenderer.invoke(channel, path),
    ),
  }),
);
