import { describe, expect, it } from 'vitest';
import {
  checkProfileDraft,
  hasBlockingIssue,
  guidProblem,
  isLoopbackHost,
  normalizeProfileDraft,
  type ProfileDraft,
} from './profile-draft';

const good: ProfileDraft = {
  storeId: '5B0E8F4C-3D2A-4E71-9C55-2F6A1D8E7B30',
  name: 'Аптека на Ленина',
  baseUrl: 'https://api.operator.example',
  authUrl: 'https://auth.operator.example',
};
const codes = (draft: Partial<ProfileDraft>) =>
  checkProfileDraft(normalizeProfileDraft({ ...good, ...draft })).map((i) => `${i.field}:${i.code}:${i.severity}`);

describe('store profile draft rules', () => {
  it('accepts a complete https profile, GUID in any case, Cyrillic host and a port', () => {
    expect(codes({})).toEqual([]);
    expect(codes({ baseUrl: 'https://апи.оператор.рф:8443/exchange' })).toEqual([]);
  });

  it('normalises: trims, drops braces around the GUID and trailing slashes', () => {
    expect(
      normalizeProfileDraft({
        ...good,
        storeId: ' {5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b30} ',
        baseUrl: 'https://a.example/// ',
      }),
    ).toMatchObject({
      storeId: '5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b30',
      baseUrl: 'https://a.example',
    });
  });

  it('names the field and the problem', () => {
    expect(codes({ storeId: '' })).toEqual(['storeId:required:error']);
    expect(codes({ storeId: '5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b3' })).toEqual(['storeId:guid-invalid:error']);
    expect(codes({ storeId: 'аптека-1' })).toEqual(['storeId:guid-invalid:error']);
  });

  it('says where a GUID goes wrong: the first stray character, else the digit count, else the hyphens', () => {
    expect(guidProblem('3f2504e0-4f89-41d3-9a0c-0305e82c330g')).toEqual({ kind: 'char', char: 'g', position: 36 });
    expect(guidProblem('3f2504e0 4f89')).toEqual({ kind: 'char', char: ' ', position: 9 });
    expect(guidProblem('5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b3')).toEqual({ kind: 'digits', digits: 31 });
    expect(guidProblem('5b0e8f4c3d2a-4e71-9c55-2f6a-1d8e7b30')).toEqual({ kind: 'groups' });
    const [issue] = checkProfileDraft(normalizeProfileDraft({ ...good, storeId: 'аптека-1' }));
    expect(issue?.guid).toEqual({ kind: 'char', char: 'а', position: 1 });
    expect(codes({ name: '   ' })).toEqual(['name:required:error']);
    expect(codes({ name: 'x'.repeat(101) })).toEqual(['name:too-long:error']);
    expect(codes({ baseUrl: 'api.operator.example' })).toEqual(['baseUrl:url-invalid:error']);
    expect(codes({ baseUrl: 'ftp://api.operator.example' })).toEqual(['baseUrl:url-scheme:error']);
    expect(codes({ baseUrl: 'https://user:pw@api.operator.example' })).toEqual(['baseUrl:url-credentials:error']);
    expect(codes({ baseUrl: 'https://api.operator.example/?x=1' })).toEqual(['baseUrl:url-query:error']);
    expect(codes({ baseUrl: 'https://api.operator.example/v5' })).toEqual(['baseUrl:url-has-api-path:error']);
    expect(codes({ baseUrl: 'https://api.operator.example/v5/stores' })).toEqual(['baseUrl:url-has-api-path:error']);
    expect(codes({ authUrl: 'https://auth.operator.example/connect/token' })).toEqual([
      'authUrl:url-has-token-path:error',
    ]);
    expect(codes({ baseUrl: 'http://api.operator.example' })).toEqual(['baseUrl:url-http-remote:error']);
  });

  it('allows plain http only to this PC, with a warning that does not block saving', () => {
    for (const host of ['127.0.0.1:8080', 'localhost:3000', '[::1]:9000', '127.5.6.7']) {
      const issues = checkProfileDraft(
        normalizeProfileDraft({ ...good, baseUrl: `http://${host}`, authUrl: `http://${host}` }),
      );
      expect(issues.map((i) => i.code)).toEqual(['url-http-loopback', 'url-http-loopback']);
      expect(hasBlockingIssue(issues)).toBe(false);
    }
    expect(codes({ baseUrl: 'http://127.0.0.1.evil.test' })).toEqual(['baseUrl:url-http-remote:error']);
    expect(codes({ baseUrl: 'http://localhost.evil.test' })).toEqual(['baseUrl:url-http-remote:error']);
  });

  it('knows loopback hosts', () => {
    expect(isLoopbackHost('LOCALHOST')).toBe(true);
    expect(isLoopbackHost('[::1]')).toBe(true);
    expect(isLoopbackHost('10.0.0.1')).toBe(false);
    expect(isLoopbackHost('127.0.0.1.nip.io')).toBe(false);
  });
});
