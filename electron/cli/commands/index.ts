import type { CommandDef } from '../command-types';
import { changes } from './changes';
import { convert } from './convert';
import { dictSearch, dictSync } from './dict';
import { linksConfirmed, linksSuggest } from './links';
import { profilesAdd, profilesList, profilesRemove, secretClear, secretSet, token } from './profiles';
import { status } from './status';
import { stocksDelete, stocksPull } from './stocks';
import { upload } from './upload';
import { validate } from './validate';
import { webhooksKey, webhooksList, webhooksSubscribe, webhooksUnsubscribe, webhooksVerify } from './webhooks';

/** Every command, by its words. */
export const commands: readonly CommandDef[] = [
  profilesList,
  profilesAdd,
  profilesRemove,
  secretSet,
  secretClear,
  token,
  validate,
  convert,
  upload,
  changes,
  linksSuggest,
  linksConfirmed,
  status,
  stocksPull,
  stocksDelete,
  dictSync,
  dictSearch,
  webhooksKey,
  webhooksList,
  webhooksSubscribe,
  webhooksUnsubscribe,
  webhooksVerify,
];

/** The command named by the first positionals (`dict sync …` → dict sync), and the rest as its arguments. */
export function findCommand(positionals: readonly string[]): { command: CommandDef; args: string[] } | undefined {
  for (const command of commands) {
    const words = command.name.split(' ');
    if (words.every((w, i) => positionals[i] === w)) return { command, args: positionals.slice(words.length) };
  }
  return undefined;
}
