import { describe, expect, it } from 'vitest';
import { allowedHostsFrom, isAllowedExternalUrl } from './external-links';

const allowed = ['operator.example.com'];

describe('isAllowedExternalUrl', () => {
  it('allows https pages on an allow-listed host', () => {
    expect(
      isAllowedExternalUrl(
        'https://operator.example.com/dispersion?storeId=5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b30',
        allowed,
      ),
    ).toBe(true);
    expect(isAllowedExternalUrl('https://OPERATOR.example.com/', allowed)).toBe(true);
  });

  it.each([
    ['http (not https)', 'http://operator.example.com/dispersion'],
    ['file:', 'file:///etc/passwd'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a custom scheme', 'ms-msdt:/id PCWDiagnostic'],
    ['smb share', 'smb://operator.example.com/share'],
    ['credentials in the URL', 'https://user:pass@operator.example.com/'],
    ['a username only', 'https://user@operator.example.com/'],
    ['a look-alike suffix host', 'https://operator.example.com.evil.test/'],
    ['a look-alike prefix host', 'https://evil-operator.example.com/'],
    ['a subdomain', 'https://sub.operator.example.com/'],
    ['another port', 'https://operator.example.com:8443/'],
    ['not a URL', 'operator.example.com'],
    ['empty', ''],
  ])('refuses %s', (_label, url) => {
    expect(isAllowedExternalUrl(url, allowed)).toBe(false);
  });

  it('refuses everything with an empty allow-list', () => {
    expect(isAllowedExternalUrl('https://operator.example.com/', [])).toBe(false);
  });
});

describe('allowedHostsFrom', () => {
  it('takes only https operator hosts, with their ports', () => {
    expect(
      allowedHostsFrom([
        'https://api.operator.ru',
        'https://api.operator.ru:8443/v5',
        'http://127.0.0.1:4000',
        'sandbox://embedded',
        'nonsense',
      ]),
    ).toEqual(['api.operator.ru', 'api.operator.ru:8443']);
  });
});
