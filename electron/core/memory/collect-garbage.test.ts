import { expect, it } from 'vitest';
import { collectGarbage } from './collect-garbage';

it('collects garbage on demand, without --expose-gc on the command line', async () => {
  let held: object | null = { big: new Array(100_000).fill('x') };
  const ref = new WeakRef(held);
  held = null;
  // A WeakRef keeps its target to the end of the current job: collect in the next one.
  await new Promise((r) => setTimeout(r, 0));
  expect(collectGarbage()).toBe(true);
  expect(ref.deref()).toBeUndefined();
});
