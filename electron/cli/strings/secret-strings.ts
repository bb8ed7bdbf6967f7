import { defineCliStrings, type P } from './define-cli-strings';

/** `pharmex secret …`: a store's password in the OS keychain. */
export const secretStrings = defineCliStrings(
  {
    prompt: ((p) => `Пароль магазина «${p.name}» (${p.guid}); ввод не отображается: `) as P<{
      name: string;
      guid: string;
    }>,
    saved: ((p) =>
      `Пароль магазина «${p.name}» сохранён в связке ключей ОС (служба pharmacy-exchange-desk, учётная запись ${p.guid}).`) as P<{
      name: string;
      guid: string;
    }>,
    nextToken: ((p) => `Проверьте соединение: pharmex token ${p.id}`) as P<{ id: number }>,
    cleared: ((p) => `Пароль магазина «${p.name}» удалён из связки ключей ОС.`) as P<{ name: string }>,
    notStored: ((p) => `В связке ключей не было пароля магазина «${p.name}».`) as P<{ name: string }>,
  },
  {
    prompt: (p) => `Password of store "${p.name}" (${p.guid}); typing is not shown: `,
    saved: (p) =>
      `The password of store "${p.name}" is saved in the OS keychain (service pharmacy-exchange-desk, account ${p.guid}).`,
    nextToken: (p) => `Test the connection: pharmex token ${p.id}`,
    cleared: (p) => `The password of store "${p.name}" was deleted from the OS keychain.`,
    notStored: (p) => `The keychain held no password for store "${p.name}".`,
  },
);
