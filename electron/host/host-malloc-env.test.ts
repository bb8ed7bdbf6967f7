import { expect, it } from 'vitest';
import { HOST_MALLOC_TUNABLES, withHostMallocTunables } from './host-malloc-env';

it('gives the Linux host fixed malloc thresholds, keeps other tunables, and never overrides malloc settings given', () => {
  expect(withHostMallocTunables({ PATH: '/bin' }, 'linux')).toEqual({
    PATH: '/bin',
    GLIBC_TUNABLES: HOST_MALLOC_TUNABLES,
  });
  expect(withHostMallocTunables({ GLIBC_TUNABLES: 'glibc.pthread.rseq=0' }, 'linux').GLIBC_TUNABLES).toBe(
    `glibc.pthread.rseq=0:${HOST_MALLOC_TUNABLES}`,
  );
  const own = { GLIBC_TUNABLES: 'glibc.malloc.arena_max=1' };
  expect(withHostMallocTunables(own, 'linux')).toBe(own);
  const windows = { PATH: 'C:\\Windows' };
  expect(withHostMallocTunables(windows, 'win32')).toBe(windows);
});
