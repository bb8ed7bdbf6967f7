import { contextBridge, ipcRenderer } from 'electron';
import { createDeskApi } from '../../shared/ipc/desk-api';

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
  }),
);
