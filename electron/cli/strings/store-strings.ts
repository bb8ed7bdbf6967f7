import { defineCliStrings, type P } from './define-cli-strings';

/** Choosing a store with --store. */
export const storeStrings = defineCliStrings(
  {
    notFound: ((p) =>
      `Магазин «${p.query}» не найден. Укажите номер профиля, GUID или название из списка: pharmex profiles list`) as P<{
      query: string;
    }>,
    ambiguous: ((p) => `«${p.query}» подходит к нескольким магазинам: ${p.candidates}. Укажите номер профиля.`) as P<{
      query: string;
      candidates: string;
    }>,
    adHocNeedsGuid:
      'С --base-url и --auth-url укажите и --store GUID: магазин на другом сервере определяется его GUID.',
    adHocNeedsBoth: 'Для магазина на другом сервере нужны оба адреса: --base-url (API) и --auth-url (авторизация).',
    authUrlDiffers: ((p) =>
      `У магазина «${p.name}» адрес авторизации ${p.existing}, а указан ${p.given}. Удалите профиль (pharmex profiles remove ${p.id}) или укажите его адрес.`) as P<{
      name: string;
      id: number;
      existing: string;
      given: string;
    }>,
    adHocCreated: ((p) =>
      `Создан профиль №${p.id} «${p.name}» для ${p.baseUrl}: журнал выгрузок и проверки перед отправкой работают для него так же, как в приложении.`) as P<{
      id: number;
      name: string;
      baseUrl: string;
    }>,
    defaultName: ((p) => `Магазин ${p.guid} (${p.host})`) as P<{ guid: string; host: string }>,
  },
  {
    notFound: (p) =>
      `Store "${p.query}" not found. Give a profile number, GUID or name from the list: pharmex profiles list`,
    ambiguous: (p) => `"${p.query}" matches several stores: ${p.candidates}. Give the profile number.`,
    adHocNeedsGuid:
      'With --base-url and --auth-url, give --store GUID too: a store on another server is identified by its GUID.',
    adHocNeedsBoth: 'A store on another server needs both addresses: --base-url (API) and --auth-url (authorization).',
    authUrlDiffers: (p) =>
      `Store "${p.name}" has the authorization address ${p.existing}, but ${p.given} was given. Remove the profile (pharmex profiles remove ${p.id}) or give its address.`,
    adHocCreated: (p) =>
      `Created profile #${p.id} "${p.name}" for ${p.baseUrl}: its upload ledger and pre-send checks work as in the app.`,
    defaultName: (p) => `Store ${p.guid} (${p.host})`,
  },
);
