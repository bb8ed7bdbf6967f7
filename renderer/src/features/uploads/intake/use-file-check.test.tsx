// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FilePreview } from '@shared/ipc/channels/uploads';
import { useFileCheck } from './use-file-check';

/**
 * The hook against a stand-in of window.desk (the renderer's one way to main): invokes and
 * events recorded, answers released by the test, so the order of what the hook does is visible.
 */
interface Call {
  channel: string;
  input: Record<string, unknown>;
  answer: (result: unknown) => void;
}
let calls: Call[];
let listeners: Map<string, (payload: unknown) => void>;
let refAnswer: ((result: unknown) => void) | undefined;

beforeEach(() => {
  calls = [];
  listeners = new Map();
  refAnswer = undefined;
  Object.defineProperty(window, 'desk', {
    configurable: true,
    value: {
      invoke: (channel: string, input: Record<string, unknown>) =>
        new Promise((answer) => calls.push({ channel, input, answer })),
      on: (event: string, listener: (payload: unknown) => void) => {
        listeners.set(event, listener);
        return () => listeners.delete(event);
      },
      refFile: () => new Promise((answer) => (refAnswer = answer)),
    },
  });
});
afterEach(cleanup);

const preview = (fileName: string) => ({ previewId: `p-${fileName}`, fileName }) as unknown as FilePreview;
const file = (name: string, size = 10) => {
  const f = new File(['x'], name);
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

function setup() {
  const previews: FilePreview[] = [];
  let starts = 0;
  const hook = renderHook(() =>
    useFileCheck(
      (p) => previews.push(p),
      () => starts++,
    ),
  );
  return { hook, previews, starts: () => starts };
}

describe('useFileCheck', () => {
  it('hands a chosen file over by reference, follows its progress and passes on the preview', async () => {
    const { hook, previews, starts } = setup();
    let done!: Promise<void>;
    act(() => void (done = hook.result.current.checkFile(file('stock.json'))));
    expect(hook.result.current.running?.fileName).toBe('stock.json');
    expect(starts()).toBe(1);
    await act(async () => refAnswer!({ ok: true, data: { fileRef: 'ref-1', fileName: 'stock.json', bytes: 10 } }));
    await waitFor(() => expect(calls).toHaveLength(1));
    const { channel, input } = calls[0]!;
    expect(channel).toBe('uploads:preview-ref');
    expect(input.fileRef).toBe('ref-1');
    // Progress of this check shows; progress of another check does not.
    act(() => listeners.get('uploads:check-progress')!({ checkId: 'someone-else', rowsChecked: 999 }));
    expect(hook.result.current.running?.progress).toBeUndefined();
    act(() => listeners.get('uploads:check-progress')!({ checkId: input.checkId, rowsChecked: 2000 }));
    expect(hook.result.current.running?.progress).toMatchObject({ rowsChecked: 2000 });
    await act(async () => {
      calls[0]!.answer({ ok: true, data: preview('stock.json') });
      await done;
    });
    expect(previews.map((p) => p.fileName)).toEqual(['stock.json']);
    expect(hook.result.current.running).toBeUndefined();
    expect(hook.result.current.last?.fileRef).toBe('ref-1');
  });

  it('refuses a file over the upload limit at once, asking main nothing', async () => {
    const { hook, previews } = setup();
    await act(() => hook.result.current.checkFile(file('huge.json', 500 * 1024 * 1024)));
    expect(calls).toHaveLength(0);
    expect(refAnswer).toBeUndefined();
    expect(hook.result.current.error).toMatchObject({
      error: { code: 'file-invalid', details: { reason: 'too-large' } },
    });
    expect(previews).toHaveLength(0);
  });

  it('honours a stop asked while the file was still being handed over: no check begins', async () => {
    const { hook, previews } = setup();
    let done!: Promise<void>;
    act(() => void (done = hook.result.current.checkFile(file('stock.json'))));
    act(() => hook.result.current.cancel());
    expect(calls.map((c) => c.channel)).toEqual(['uploads:cancel-check']);
    await act(async () => {
      refAnswer!({ ok: true, data: { fileRef: 'ref-2', fileName: 'stock.json', bytes: 10 } });
      await done;
    });
    expect(calls.map((c) => c.channel)).toEqual(['uploads:cancel-check']);
    expect(hook.result.current.cancelled).toBe(true);
    expect(hook.result.current.error).toBeUndefined();
    expect(previews).toHaveLength(0);
  });

  it('drops the answer of a check a newer one replaced', async () => {
    const { hook, previews } = setup();
    let first!: Promise<void>;
    let second!: Promise<void>;
    act(() => void (first = hook.result.current.checkText('old.json', new Uint8Array([1]))));
    act(() => void (second = hook.result.current.checkText('new.json', new Uint8Array([2]))));
    expect(calls.map((c) => c.input.fileName)).toEqual(['old.json', 'new.json']);
    await act(async () => {
      calls[1]!.answer({ ok: true, data: preview('new.json') });
      await second;
      calls[0]!.answer({ ok: false, error: { code: 'file-invalid', message: 'late failure' } });
      await first;
    });
    expect(previews.map((p) => p.fileName)).toEqual(['new.json']);
    expect(hook.result.current.error).toBeUndefined();
  });
});
