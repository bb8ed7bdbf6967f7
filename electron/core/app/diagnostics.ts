import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { arch, release, type as osType } from 'node:os';
import { join } from 'node:path';
import { loadJsZip } from '../lazy-libraries';
import type { StatusSummary } from '@shared/ipc/channels/app';
import type { StoreProfile } from '@shared/ipc/channels/profiles';
import { REDACTED, redactText } from '../logging/redact';
import type { CorePorts } from '../ports';

export interface DiagnosticsDeps {
  ports: CorePorts;
  appName: string;
  profiles: () => StoreProfile[];
  /** A store's dictionary state (the status bar's), or null when it cannot be read. */
  dictionaries: (profileId: number) => Promise<StatusSummary['dictionaries'] | null>;
  /** Every store password in the keychain: scrubbed by value from everything written out. */
  storedSecrets: () => Promise<string[]>;
}

/** Lines of the current log a report carries. */
export const LOG_TAIL_LINES = 200;

/** A web address without user, password, query or fragment: where a store points, nothing secret. */
function bareAddress(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname}`;
  } catch {
    return '(not an address)';
  }
}

function logFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.log'))
    .sort();
}

/** Three nets: the logger's redaction, then the patterns again, then every stored password by value. */
function scrubber(secrets: string[]): (text: string) => string {
  const known = secrets.filter((s) => s.length >= 4).sort((a, b) => b.length - a.length);
  return (text) => {
    let out = redactText(text);
    for (const secret of known) out = out.split(secret).join(REDACTED);
    return out;
  };
}

async function report(deps: DiagnosticsDeps, scrub: (text: string) => string): Promise<string> {
  const { ports } = deps;
  const lines = [
    `${deps.appName} ${ports.appVersion} (${ports.shell})`,
    `Node ${process.versions.node}${process.versions.electron ? `, Electron ${process.versions.electron}, Chromium ${process.versions.chrome}` : ''}`,
    `OS: ${osType()} ${release()} ${arch()} (${process.platform})`,
    `Data folder: ${ports.paths.dataDir}`,
    `Logs folder: ${ports.paths.logDir}`,
    '',
    'Stores:',
  ];
  for (const p of deps.profiles()) {
    const dict = await deps.dictionaries(p.id).catch(() => null);
    lines.push(
      `- #${p.id} ${p.name}${p.isSandbox ? ' (Sandbox)' : ''}: API ${bareAddress(p.baseUrl)}, auth ${bareAddress(p.authUrl)}, last check ${p.lastCheck ? JSON.stringify(p.lastCheck) : 'never'}`,
      dict
        ? `  dictionaries: ${dict.loaded} loaded, ${dict.failed} failed, oldest sync ${dict.oldestSyncAt ?? 'never'}${dict.running ? ', syncing now' : ''}`
        : '  dictionaries: unknown',
    );
  }
  const current = join(ports.paths.logDir, 'desk.log');
  const tail = existsSync(current)
    ? readFileSync(current, 'utf8').split('\n').filter(Boolean).slice(-LOG_TAIL_LINES)
    : [];
  lines.push('', `Last ${tail.length} log lines (desk.log):`, ...tail);
  return scrub(lines.join('\n'));
}

/** The text of Help → Copy diagnostics: versions, OS, folders, stores without secrets, dictionaries, the log's tail. */
export async function collectDiagnostics(deps: DiagnosticsDeps): Promise<string> {
  return report(deps, scrubber(await deps.storedSecrets()));
}

/** Help → Save a support bundle: a ZIP of the diagnostics and every log file, each scrubbed. */
export async function supportBundle(deps: DiagnosticsDeps): Promise<Uint8Array> {
  const scrub = scrubber(await deps.storedSecrets());
  const JSZip = await loadJsZip();
  const zip = new JSZip();
  zip.file('diagnostics.txt', await report(deps, scrub));
  for (const file of logFiles(deps.ports.paths.logDir)) {
    zip.file(`logs/${file}`, scrub(readFileSync(join(deps.ports.paths.logDir, file), 'utf8')));
  }
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}
