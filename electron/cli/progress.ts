import type { CliWritable } from './cli-io';

/** A progress display: a bar redrawn in place on a terminal, plain lines otherwise, nothing for --json. */
export interface Progress {
  /** `fraction` in 0..1, or null when the size of the work is not known. */
  update(label: string, fraction?: number | null): void;
  /** Removes the bar (a terminal) and prints the last label once more as a plain line, if given. */
  done(finalLine?: string): void;
}

export type ProgressMode = 'bar' | 'lines' | 'off';

const BAR_WIDTH = 24;
const REDRAW_MS = 100;

/** A progress display on `stream` (stderr: stdout stays for the result). */
export function createProgress(stream: CliWritable, mode: ProgressMode, now: () => number = Date.now): Progress {
  if (mode === 'off') return { update: () => undefined, done: () => undefined };
  if (mode === 'lines') {
    let last = '';
    return {
      update(label, fraction) {
        // One line per change of the step; a moving percentage alone would flood a log file.
        if (label === last) return;
        last = label;
        stream.write(
          `${label}${fraction === null || fraction === undefined ? '' : ` (${Math.round(fraction * 100)}%)`}\n`,
        );
      },
      done(finalLine) {
        if (finalLine !== undefined && finalLine !== last) stream.write(`${finalLine}\n`);
      },
    };
  }
  let drawnAt = Number.NEGATIVE_INFINITY;
  let drawnLabel = '';
  let shown = false;
  const width = () => Math.max(40, (stream.columns || 80) - 1);
  const draw = (label: string, fraction: number | null | undefined) => {
    const bar =
      fraction === null || fraction === undefined
        ? `[${spinner(now())}]`
        : `[${'█'.repeat(Math.round(clamp(fraction) * BAR_WIDTH)).padEnd(BAR_WIDTH, '░')}] ${String(Math.round(clamp(fraction) * 100)).padStart(3)}%`;
    const line = `${bar} ${label}`;
    stream.write(`\r\x1b[2K${line.length > width() ? `${line.slice(0, width() - 1)}…` : line}`);
    shown = true;
  };
  return {
    update(label, fraction) {
      const t = now();
      // A new step is drawn at once; the same step's moving numbers at most every REDRAW_MS.
      if (label === drawnLabel && t - drawnAt < REDRAW_MS && fraction !== 1) return;
      drawnAt = t;
      drawnLabel = label;
      draw(label, fraction);
    },
    done(finalLine) {
      if (shown) stream.write('\r\x1b[2K');
      shown = false;
      if (finalLine !== undefined) stream.write(`${finalLine}\n`);
    },
  };
}

function clamp(fraction: number): number {
  return Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0;
}

/** A moving bar segment for work of unknown size. */
function spinner(t: number): string {
  const pos = Math.floor(t / 120) % (BAR_WIDTH - 4);
  return ' '.repeat(pos) + '████' + ' '.repeat(BAR_WIDTH - 4 - pos);
}
