import { dictionaryRecordSchemas } from '../shared/protocol/dictionaries';
const g = { nnt: 123456, name: 'Аспирин Кардио', nameFull: 'Аспирин Кардио таб. п/о 100мг №28', tmId: 12, pack: 28, doseVal: 100, doseId: 3, rfId: 4, ppId: 1, psId: 2, ptId: 3, manCId: 5, manId: 77, actual: true, gnvls: false, vat: 10, gpId: 4, aaId: 5, mnnId: 99, aId: 3, speId: 4, catId: 5, dirId: 6, megaId: 1, ex: false, stm: false, ustm: false, exch: false, rv: 'AAAAAAAAAAE=', rvInt: 1 };
const b = { nnt: 123456, barcode: '4601234567890', actual: true, rvInt: 5 };
const recs = Array.from({ length: 300000 }, (_, i) => ({ ...g, nnt: i, rvInt: i }));
const bars = Array.from({ length: 1000000 }, (_, i) => ({ ...b, nnt: i, rvInt: i }));
for (let round = 0; round < 2; round++) {
let t = performance.now();
let ok = 0;
for (const r of recs) if (dictionaryRecordSchemas.goods_normalized.safeParse(r).success) ok++;
console.log('goods', ok, performance.now() - t);
t = performance.now(); ok = 0;
for (const r of bars) if (dictionaryRecordSchemas.barcodes.safeParse(r).success) ok++;
console.log('barcodes', ok, performance.now() - t);
t = performance.now();
const s = JSON.stringify(recs.slice(0, 10000));
for (let i = 0; i < 30; i++) JSON.parse(s);
console.log('parse goods 300k', performance.now() - t, s.length);
t = performance.now();
const s2 = JSON.stringify(bars.slice(0, 10000));
for (let i = 0; i < 100; i++) JSON.parse(s2);
console.log('parse barcodes 1M', performance.now() - t, s2.length);
}
