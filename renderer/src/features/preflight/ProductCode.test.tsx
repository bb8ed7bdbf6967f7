// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { memo, Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProductCode, ProductNamesScope } from './ProductCode';

// Issue #25.5: a scrolling table re-renders its names scope whenever a window of rows arrives;
// the product cells in view must not render again for it, nor lose their names while the next
// page's names load. window.desk is a stand-in whose answers the test releases.
interface Call {
  nnts: number[];
  answer: () => void;
}
let calls: Call[];
beforeEach(() => {
  calls = [];
  Object.defineProperty(window, 'desk', {
    configurable: true,
    value: {
      invoke: (_channel: string, input: { nnts: number[] }) =>
        new Promise((resolve) =>
          calls.push({
            nnts: input.nnts,
            answer: () =>
              resolve({
                ok: true,
                data: {
                  dictionaryMissing: false,
                  items: input.nnts.map((nnt) => ({
                    nnt,
                    name: `Товар ${nnt}`,
                    releaseForm: null,
                    dose: null,
                    pack: null,
                    manufacturer: null,
                    country: null,
                    actual: true,
                    label: `Товар ${nnt}`,
                  })),
                },
              }),
          }),
        ),
      on: () => () => undefined,
    },
  });
});
afterEach(cleanup);

/** A row of the table: memoised as VirtualTable's rows are; counts how often its product cell renders. */
const Row = memo(function Row({ nnt, onRender }: { nnt: number; onRender: () => void }) {
  return (
    <Profiler id="cell" onRender={onRender}>
      <ProductCode nnt={nnt} />
    </Profiler>
  );
});

function Table({
  nnts,
  renders,
  profileId = 1,
}: {
  nnts: number[];
  renders: { counted: () => void };
  tick: number;
  profileId?: number;
}) {
  return (
    <ProductNamesScope profileId={profileId} nnts={nnts}>
      <Row nnt={2} onRender={renders.counted} />
    </ProductNamesScope>
  );
}

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const renders = { count: 0, counted: () => void renders.count++ };
  const view = render(
    <QueryClientProvider client={client}>
      <Table nnts={[1, 2]} renders={renders} tick={0} />
    </QueryClientProvider>,
  );
  const rerender = (nnts: number[], tick: number, profileId = 1) =>
    view.rerender(
      <QueryClientProvider client={client}>
        <Table nnts={nnts} renders={renders} tick={tick} profileId={profileId} />
      </QueryClientProvider>,
    );
  return { renders, rerender };
}

describe('ProductNamesScope in a scrolling table', () => {
  it('a re-render of the scope with the same names leaves the product cells alone', async () => {
    const { renders, rerender } = setup();
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.answer());
    await screen.findByText('Товар 2');
    const before = renders.count;
    for (let tick = 1; tick <= 5; tick++) rerender([1, 2], tick);
    expect(renders.count).toBe(before);
  });

  it('keeps the names in view while the next page of codes loads', async () => {
    const { rerender } = setup();
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.answer());
    await screen.findByText('Товар 2');
    // Scrolled on: codes 2 and 3 now; their names are asked and not answered yet.
    rerender([2, 3], 1);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.nnts).toEqual([2, 3]);
    expect(screen.getByText('Товар 2')).toBeTruthy();
    await act(async () => calls[1]!.answer());
    expect(screen.getByText('Товар 2')).toBeTruthy();
  });

  it('never shows another store’s names while the new store’s load', async () => {
    const { rerender } = setup();
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.answer());
    await screen.findByText('Товар 2');
    rerender([1, 2], 1, 2);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(screen.queryByText('Товар 2')).toBeNull();
    expect(screen.getByText('2')).toBeTruthy();
  });
});
