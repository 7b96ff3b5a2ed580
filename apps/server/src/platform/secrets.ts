import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config';

type Secrets = { jwtSecret: string };

/**
 * Secrets that are not configured are generated once and kept in DATA_DIR/secrets.json (mode 600), so
 * tokens stay valid across restarts. Several servers behind a load balancer must share JWT_SECRET.
 */
export function loadSecrets(config: Config): Secrets {
  if (config.jwtSecret) return { jwtSecret: config.jwtSecret };
  const file = path.join(config.dataDir, 'secrets.json');
  try {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>;
    if (typeof stored.jwtSecret === 'string' && stored.jwtSecret.length >= 32)
      return { jwtSecret: stored.jwtSecret };
  } catch {
    // not there yet
  }
  const secrets: Secrets = { jwtSecret: randomBytes(48).toString('base64url') };
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}
