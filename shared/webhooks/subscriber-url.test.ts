import { describe, expect, it } from 'vitest';
import { canonicalHost, checkSubscriberUrl } from './subscriber-url';

const codes = (url: string) => checkSubscriberUrl(url, { sandbox: false }).map((i) => `${i.severity}:${i.code}`);

describe('the webhook address is judged after the WHATWG URL parser normalised it', () => {
  it.each([
    'https://127.0.0.1/hook',
    'https://0x7f.1/hook',
    'https://0x7f000001/hook',
    'https://2130706433/hook',
    'https://0177.0.0.1/hook',
    'https://127.1/hook',
    'https://127.000.000.001/hook',
    'https://LOCALHOST./hook',
    'https://app.localhost/hook',
    'https://[::1]/hook',
    'https://[0:0:0:0:0:0:0:1]/hook',
    'https://[::ffff:127.0.0.1]/hook',
    'https://[::ffff:7f00:1]/hook',
    'https://0.0.0.0/hook',
    'https://0/hook',
    'https://[::]/hook',
    'https://%31%32%37.0.0.1/hook',
  ])('%s is refused like 127.0.0.1', (url) => {
    expect(codes(url)).toEqual(['error:not-reachable-loopback']);
  });

  it.each([
    ['https://0xa.0.0.1/hook', '10.0.0.1'],
    ['https://0300.0250.1.1/hook', '192.168.1.1'],
    ['https://3232235777/hook', '192.168.1.1'],
    ['https://[::ffff:c0a8:101]/hook', '192.168.1.1'],
    ['https://0xa9.0xfe.1.1/hook', '169.254.1.1'],
  ])('%s is the private %s and warned about like it', (url, canonical) => {
    expect(canonicalHost(url)).toBe(canonical);
    expect(codes(url)).toEqual(codes(`https://${canonical}/hook`));
    expect(codes(url)).toEqual(['warning:private-address']);
  });

  it('a public address in any spelling passes; the Sandbox accepts this PC', () => {
    expect(codes('https://hooks.example.ru/desk')).toEqual([]);
    expect(codes('https://0x5db8d822/desk')).toEqual([]); // 93.184.216.34
    expect(checkSubscriberUrl('http://0x7f.1/hook', { sandbox: true })).toEqual([]);
  });
});
