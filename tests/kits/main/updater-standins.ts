import { configureRequestOptions, configureRequestUrl, HttpExecutor, type DownloadOptions } from 'builder-util-runtime';
import { request, type ClientRequest, type RequestOptions } from 'node:http';
import { join } from 'node:path';
import type { AppAdapter } from 'electron-updater/out/AppAdapter';

/**
 * Test support: electron-updater's HTTP executor over Node's `http` (the real one goes through
 * Electron's `net`, which exists only in the Electron binary). Redirects, checksums and retries
 * stay electron-updater's own code.
 */
export class NodeHttpExecutor extends HttpExecutor<ClientRequest> {
  /** The same steps as electron-updater's ElectronHttpExecutor.download (sha512 checked by the base class). */
  download(url: URL, destination: string, options: DownloadOptions): Promise<string> {
    return options.cancellationToken.createPromise((resolve, reject, onCancel) => {
      const requestOptions: RequestOptions = { headers: options.headers ?? undefined };
      configureRequestUrl(url, requestOptions);
      configureRequestOptions(requestOptions);
      this.doDownload(
        requestOptions,
        {
          destination,
          options,
          onCancel,
          callback: (error) => (error == null ? resolve(destination) : reject(error)),
          responseHandler: null,
        },
        0,
      );
    });
  }

  createRequest(options: RequestOptions, callback: (response: unknown) => void): ClientRequest {
    return request(options, callback);
  }
}

/** Test support: Electron's `app` as electron-updater sees it (version, folders, quit hooks). */
export function appAdapterStandIn(dir: string, version: string): AppAdapter & { quits: number } {
  const adapter = {
    quits: 0,
    version,
    name: 'Pharmacy Exchange Desk',
    isPackaged: true,
    appUpdateConfigPath: join(dir, 'app-update.yml'),
    userDataPath: join(dir, 'user-data'),
    baseCachePath: join(dir, 'cache'),
    whenReady: () => Promise.resolve(),
    relaunch: () => undefined,
    quit: () => void (adapter.quits += 1),
    onQuit: () => undefined,
  };
  return adapter;
}
