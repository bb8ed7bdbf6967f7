import { defineCliStrings, type P } from './define-cli-strings';

/** `pharmex token`: testing the connection. */
export const tokenStrings = defineCliStrings(
  {
    ok: ((p) =>
      `Соединение с магазином «${p.name}» работает: токен получен, срок действия ${p.lifetime} (${p.seconds} с). Сам токен не показывается.`) as P<{
      name: string;
      lifetime: string;
      seconds: number;
    }>,
  },
  {
    ok: (p) =>
      `The connection to store "${p.name}" works: a token was issued, valid for ${p.lifetime} (${p.seconds} s). The token itself is not shown.`,
  },
);
