import { describe, expect, it } from 'vitest';
import { describeFindings, needleVariants, scan } from './leak-scan';

describe('leak scan', () => {
  const secret = 'Leak+Test/abc=ok&more x';

  it('finds a value in any of its usual encodings and says where', () => {
    const haystacks = [
      { source: 'log', bytes: Buffer.from(`{"body":"client_secret=${encodeURIComponent(secret)}"}`) },
      { source: 'form', bytes: Buffer.from(`client_secret=${new URLSearchParams({ s: secret }).toString().slice(2)}`) },
      { source: 'basic', bytes: Buffer.from(`Basic ${Buffer.from(secret).toString('base64')}`) },
      { source: 'db', bytes: Buffer.concat([Buffer.from([0, 1, 2]), Buffer.from(secret), Buffer.from([0])]) },
      { source: 'clean', bytes: Buffer.from('nothing here') },
    ];
    const findings = scan(haystacks, needleVariants('store password', secret), []);
    expect(findings.map((f) => `${f.source}:${f.what}`).sort()).toEqual([
      'basic:store password (base64)',
      'db:store password (raw)',
      'form:store password (form-encoded)',
      'log:store password (url-encoded)',
    ]);
    expect(findings.find((f) => f.source === 'db')).toMatchObject({ offset: 3 });
    const report = describeFindings(findings);
    expect(report).toContain('store password (raw) in db at byte 3');
    // The report names the leak without repeating it.
    expect(report).not.toContain(secret);
  });

  it('finds "Bearer <token>" and JWT-shaped strings by pattern', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4eHh4eHh4In0.c2lnbmF0dXJlLXh4eHh4';
    const findings = scan(
      [{ source: 'log', bytes: Buffer.from(`authorization: Bearer ${jwt}`) }],
      [],
      [
        { label: 'bearer', regex: /Bearer\s+[A-Za-z0-9\-._~+/]{8,}=*/ },
        { label: 'jwt', regex: /eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/ },
      ],
    );
    expect(findings.map((f) => f.what)).toEqual(['bearer', 'jwt']);
  });
});
