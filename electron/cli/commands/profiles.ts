import { flag } from '../args';
import { CliError } from '../cli-error';
import type { CommandDef } from '../command-types';
import { ExitCode } from '../exit-codes';
import { formatDuration, formatInstant, formatTable } from '../format';
import { confirm, readSecret } from '../prompt';
import { normalizeGuid, selectStore } from '../store-select';

/** `profiles list`: the stores, their addresses and where their passwords stand. */
export const profilesList: CommandDef = {
  name: 'profiles list',
  flags: {},
  args: { names: [], min: 0, max: 0 },
  async run({ s }) {
    const { t } = s;
    const profiles = await s.invoke('profiles:list', undefined);
    const states = await s.invoke('profiles:secret-states', undefined);
    const stateOf = (id: number) => states.find((st) => st.profileId === id);
    const rows = profiles.map((p) => {
      const check = p.lastCheck;
      const checkText = !check
        ? t.common.none
        : check.outcome === 'ok'
          ? t.profiles.checkOk({ at: formatInstant(check.at, t), lifetime: formatDuration(t, check.expiresIn ?? 0) })
          : t.profiles.checkFailed({ at: formatInstant(check.at, t), code: check.outcome });
      const state = stateOf(p.id)?.state;
      return [
        String(p.id),
        p.isSandbox ? `${p.name} ${t.common.defaultMark}` : p.name,
        p.storeId,
        p.isSandbox ? t.profiles.sandboxAddress : p.baseUrl,
        state ? (t.profiles.secretStates[state] ?? state) : t.common.none,
        checkText,
      ];
    });
    // The keychain's trouble in the reader's words (by its state); core's English text only under its label.
    const keychainProblem = states.find((st) => st.state === 'keychain-locked' || st.state === 'keychain-unavailable');
    const lines = formatTable(t.profiles.headers, rows);
    if (keychainProblem) {
      lines.push(
        '',
        t.profiles.keychainNote({ reason: t.errors.codes[keychainProblem.state] ?? keychainProblem.state }),
      );
      if (keychainProblem.message)
        lines.push(`${t.language === 'en' ? t.errors.details : t.errors.coreText}${keychainProblem.message}`);
    }
    return {
      data: {
        profiles: profiles.map((p) => ({
          ...p,
          secretState: stateOf(p.id)?.state ?? null,
          secretStateMessage: stateOf(p.id)?.message ?? null,
        })),
      },
      lines,
    };
  },
};

/** `profiles add GUID --name … --base-url … --auth-url …`. */
export const profilesAdd: CommandDef = {
  name: 'profiles add',
  flags: { name: 'string' },
  args: { names: ['GUID'], min: 1, max: 1 },
  async run({ s, flags, args }) {
    const { t } = s;
    const guid = normalizeGuid(args[0]!);
    const baseUrl = flag.str(flags, 'base-url') ?? '';
    let host = baseUrl;
    try {
      host = new URL(baseUrl).host;
    } catch {
      // the core's check names the bad address
    }
    const saved = await s.invoke('profiles:add', {
      storeId: args[0]!,
      name: flag.str(flags, 'name') ?? t.store.defaultName({ guid: (guid ?? args[0]!).slice(0, 8), host }),
      baseUrl,
      authUrl: flag.str(flags, 'auth-url') ?? '',
    });
    const warnings = saved.warnings.map((w) =>
      t.profiles.warning({ field: t.profiles.fields[w.field] ?? w.field, text: t.profiles.issues[w.code] ?? w.code }),
    );
    return {
      data: saved,
      lines: [
        t.profiles.added({ name: saved.profile.name, id: saved.profile.id }),
        ...warnings,
        t.profiles.nextSecret({ id: saved.profile.id }),
      ],
    };
  },
};

/** `profiles remove STORE [--yes]`. */
export const profilesRemove: CommandDef = {
  name: 'profiles remove',
  flags: { yes: 'boolean' },
  args: { names: ['МАГАЗИН'], min: 0, max: 1 },
  async run({ s, flags, args }) {
    const { t } = s;
    const profile = await selectStore(s, flags, args[0]);
    await requireConfirmation(
      s,
      flag.bool(flags, 'yes'),
      'profiles remove',
      t.profiles.removeConfirm({ name: profile.name }),
    );
    const result = await s.invoke('profiles:remove', { id: profile.id });
    return {
      data: { profileId: profile.id, storeId: profile.storeId, ...result },
      lines: [
        t.profiles.removed({ name: profile.name }),
        result.secretDeleted ? t.profiles.secretDeleted : t.profiles.secretKept,
      ],
    };
  },
};

/** `secret set STORE`: the password from stdin (echo off on a terminal) into the OS keychain. */
export const secretSet: CommandDef = {
  name: 'secret set',
  flags: {},
  args: { names: ['МАГАЗИН'], min: 0, max: 1 },
  async run({ s, flags, args }) {
    const { t } = s;
    const profile = await selectStore(s, flags, args[0]);
    const secret = await readSecret(s.io, t, t.secret.prompt({ name: profile.name, guid: profile.storeId }));
    await s.invoke('profiles:set-secret', { id: profile.id, secret });
    return {
      data: { profileId: profile.id, storeId: profile.storeId, stored: true },
      lines: [
        t.secret.saved({ name: profile.name, guid: profile.storeId.toLowerCase() }),
        t.secret.nextToken({ id: profile.id }),
      ],
    };
  },
};

/** `secret clear STORE`. */
export const secretClear: CommandDef = {
  name: 'secret clear',
  flags: {},
  args: { names: ['МАГАЗИН'], min: 0, max: 1 },
  async run({ s, flags, args }) {
    const { t } = s;
    const profile = await selectStore(s, flags, args[0]);
    const { deleted } = await s.invoke('profiles:clear-secret', { id: profile.id });
    return {
      data: { profileId: profile.id, deleted },
      lines: [deleted ? t.secret.cleared({ name: profile.name }) : t.secret.notStored({ name: profile.name })],
    };
  },
};

/** `token STORE`: gets a token and shows its lifetime, never the token. */
export const token: CommandDef = {
  name: 'token',
  flags: {},
  args: { names: ['МАГАЗИН'], min: 0, max: 1 },
  async run({ s, flags, args }) {
    const { t } = s;
    const profile = await selectStore(s, flags, args[0]);
    const result = await s.invoke('profiles:test-connection', { id: profile.id });
    return {
      data: { profileId: profile.id, storeId: profile.storeId, ...result },
      lines: [
        t.token.ok({ name: profile.name, lifetime: formatDuration(t, result.expiresIn), seconds: result.expiresIn }),
      ],
    };
  },
};

/** Asks on a terminal; without one, `--yes` is the answer (else a usage error says so). */
export async function requireConfirmation(
  s: { io: Parameters<typeof confirm>[0]; t: Parameters<typeof confirm>[1]; out: { interactive: boolean } },
  yes: boolean,
  command: string,
  question: string,
): Promise<void> {
  if (yes) return;
  if (!s.out.interactive)
    throw new CliError(
      ExitCode.usage,
      'confirmation-required',
      `${s.t.errors.prefix}${s.t.usage.needsYes({ command })}`,
    );
  if (!(await confirm(s.io, s.t, question))) throw new CliError(ExitCode.guardRail, 'declined', s.t.common.declined);
}
