// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uploadsInvoke } from '@shared/ipc/channels/uploads';
import { CurrentStoreProvider } from './current-store';
import { useShellNavigation } from './use-shell-navigation';
import { initI18n } from '@renderer/i18n';
import { createQueryClient } from '@renderer/lib/query-client';
import { UploadsScreen } from '@renderer/features/uploads/UploadsScreen';

// A notification of a finished upload was clicked: main sends shell:navigate { to: 'upload' } and
// the window must show that upload's timeline, in its store, with the focus on its heading. The
// window's one way to main (window.desk) is a stand-in; the screens, the query cache and the
// routing are the real ones.
const PROFILE = 7;
const UPLOAD = 42;
// A complete uploads:get answer, checked by the contract's own schema.
const detail = uploadsInvoke['uploads:get'].output.parse({
  upload: {
    id: UPLOAD,
    profileId: PROFILE,
    storeId: '3f2a9c1e-7b4d-4e8a-9c55-0a1b2c3d4e5f',
    kind: 'full',
    fileName: 'остатки.json',
    rows: 120,
    bytes: 40_960,
    sha256: null,
    packageDate: '2026-11-26',
    startedAt: '2026-11-26T07:00:00.000Z',
    requestStartedAt: '2026-11-26T07:00:01.000Z',
    finishedAt: '2026-11-26T07:03:00.000Z',
    httpStatus: 202,
    messageId: 'a1b2',
    location: null,
    outcome: 'processed',
    tracking: 'done',
    statusId: 2,
    statusMessage: 'Обработано',
    statusDate: '2026-11-26T07:03:00Z',
    errorCode: null,
    errorMessage: null,
    errorParams: null,
    errorCount: 0,
    retryAt: null,
    overrides: [],
  },
  timeline: [
    {
      id: 1,
      kind: 'status',
      statusId: 2,
      statusMessage: 'Обработано',
      statusDate: '2026-11-26T07:03:00Z',
      observedAt: '2026-11-26T07:03:05.000Z',
      lastObservedAt: '2026-11-26T07:03:05.000Z',
    },
  ],
  errorBody: null,
  operatorReason: null,
  summary: [],
});

let asked: string[];
let navigate: ((payload: unknown) => void) | undefined;
beforeAll(() => void initI18n());
beforeEach(() => {
  asked = [];
  navigate = undefined;
  Object.defineProperty(window, 'desk', {
    configurable: true,
    value: {
      invoke: (channel: string, input?: { uploadId?: number }) => {
        asked.push(input?.uploadId === undefined ? channel : `${channel} ${input.uploadId}`);
        if (channel === 'profiles:list') return Promise.resolve({ ok: true, data: [{ id: 3 }, { id: PROFILE }] });
        if (channel === 'uploads:get' && input?.uploadId === UPLOAD) return Promise.resolve({ ok: true, data: detail });
        // Everything else on the screen (the new-upload tab, the file's workbench) stays loading.
        return new Promise(() => undefined);
      },
      on: (event: string, listener: (payload: unknown) => void) => {
        if (event === 'shell:navigate') navigate = listener;
        return () => undefined;
      },
      refFile: () => new Promise(() => undefined),
    },
  });
});
afterEach(cleanup);

function Shell({ onGo, onStore }: { onGo: (section: string) => void; onStore: (id: number) => void }) {
  useShellNavigation(onGo, onStore);
  return null;
}

describe('a notification click in the window', () => {
  it("opens that upload's timeline in its store and focuses the upload's heading", async () => {
    const went: string[] = [];
    const stores: number[] = [];
    const view = (showUploads: boolean) => (
      <QueryClientProvider client={createQueryClient()}>
        <CurrentStoreProvider>
          <Shell onGo={(s) => went.push(s)} onStore={(id) => stores.push(id)} />
          {showUploads && <UploadsScreen />}
        </CurrentStoreProvider>
      </QueryClientProvider>
    );
    // Another screen is showing when the click comes: the upload waits for Uploads to mount.
    const app = render(view(false));
    await waitFor(() => expect(navigate).toBeDefined());
    act(() => navigate!({ to: 'upload', profileId: PROFILE, uploadId: UPLOAD }));
    expect(went).toEqual(['uploads']);
    expect(stores).toEqual([PROFILE]);
    app.rerender(view(true));
    const heading = await screen.findByTestId('upload-detail-heading');
    expect(heading.textContent).toContain(String(UPLOAD));
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(asked).toContain(`uploads:get ${UPLOAD}`);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('История загрузок');
  });

  it('opens the next notified upload on the screen already showing', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <CurrentStoreProvider>
          <Shell onGo={() => undefined} onStore={() => undefined} />
          <UploadsScreen />
        </CurrentStoreProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(navigate).toBeDefined());
    expect(screen.queryByTestId('upload-detail')).toBeNull();
    act(() => navigate!({ to: 'upload', profileId: PROFILE, uploadId: UPLOAD }));
    const heading = await screen.findByTestId('upload-detail-heading');
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});
