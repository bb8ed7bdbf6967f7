import { z } from 'zod';

/**
 * The sandbox's guess at the preorders, orders and transactions schemas, which the spec does
 * not show (docs/protocol-notes.md "Validation"): shaped like stocks — a package `date` and an
 * array named after the schema, flat records with an id, a product code, quantities and prices
 * that must make sense. Unknown fields pass (the operator's real schemas may hold more). The app
 * itself never assumes these: only the operator's endpoint checks these packages.
 */
const dateTime = () => z.iso.datetime({ offset: true, local: false });
const positiveInt = () => z.number().int().positive();
const text = (max: number) => z.string().min(1).max(max);
const money = () => z.number().min(0);

/** A consolidated price list (events preorders_full / preorders_updates): what each product costs and how many. */
const preorderRow = z.looseObject({
  nnt: positiveInt(),
  sku: text(50),
  prc: money(),
  qnt: z.number().min(0),
});

/** Order lines as the pharmacy reports them (event orders_updates_store). */
const orderRow = z.looseObject({
  orderId: text(64),
  date: dateTime(),
  status: z.number().int().min(0).max(9),
  nnt: positiveInt(),
  qnt: z.number().positive(),
  prc: money(),
});

/** Sales and returns. */
const transactionRow = z.looseObject({
  id: text(64),
  date: dateTime(),
  type: z.enum(['sale', 'return']),
  nnt: positiveInt(),
  qnt: z.number().positive(),
  sum: money(),
});

const packageOf = <K extends string>(name: K, row: z.ZodType) =>
  z.looseObject({ date: dateTime(), [name]: z.array(row) } as Record<'date' | K, z.ZodType>);

export const otherPackageSchemas: Record<'preorders' | 'orders' | 'transactions', z.ZodType<unknown, unknown>> = {
  preorders: packageOf('preorders', preorderRow),
  orders: packageOf('orders', orderRow),
  transactions: packageOf('transactions', transactionRow),
};
