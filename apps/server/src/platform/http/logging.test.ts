import { describe, expect, it } from 'vitest';
import { redactUrl } from './logging';

describe('redactUrl', () => {
  it('hides the values of credential parameters and keeps the rest', () => {
    expect(redactUrl('/api/auth/validate-token?token=abc.def')).toBe(
      '/api/auth/validate-token?token=[REDACTED]',
    );
    expect(redactUrl('/api/auth/google/callback?code=xyz&state=s1&scope=email')).toBe(
      '/api/auth/google/callback?code=[REDACTED]&state=[REDACTED]&scope=email',
    );
    expect(redactUrl('/auth/process?token=a&refresh_token=b&expires_in=900')).toBe(
      '/auth/process?token=[REDACTED]&refresh_token=[REDACTED]&expires_in=900',
    );
  });

  it('leaves URLs without secrets alone', () => {
    expect(redactUrl('/api/health')).toBe('/api/health');
    expect(redactUrl('/api/dev/outbox?to=a%40b.co')).toBe('/api/dev/outbox?to=a%40b.co');
  });
});
