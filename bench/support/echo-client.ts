import { performance } from 'node:perf_hooks';

// Bench helper: the renderer's stand-in. Forked with an IPC channel, it sends an echo to its
// parent (the router) every few milliseconds and keeps the round-trip times until asked for them.
const INTERVAL_MS = 5;
let samples: number[] = [];
let timer: NodeJS.Timeout | undefined;
let seq = 0;
const sentAt = new Map<number, number>();

process.on('message', (raw) => {
  const message = raw as { type: string; seq?: number };
  if (message.type === 'echo' && message.seq !== undefined) {
    const t0 = sentAt.get(message.seq);
    sentAt.delete(message.seq);
    if (t0 !== undefined) samples.push(performance.now() - t0);
  } else if (message.type === 'start') {
    samples = [];
    timer = setInterval(() => {
      seq += 1;
      sentAt.set(seq, performance.now());
      process.send!({ type: 'echo', seq });
    }, INTERVAL_MS);
  } else if (message.type === 'stop') {
    clearInterval(timer);
    // Echoes still unanswered count as late as they are now: a router stuck for seconds must show it.
    const now = performance.now();
    for (const t0 of sentAt.values()) samples.push(now - t0);
    sentAt.clear();
    process.send!({ type: 'samples', samples });
  } else if (message.type === 'exit') {
    process.exit(0);
  }
});
process.send!({ type: 'ready' });
