import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, openConfiguredDatabase } from '../../app';
import { loadConfig } from '../config';

describe('the embedded database in DATA_DIR', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'repclub-data-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('keeps its data across a restart, and migrations and seeds run again without harm', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
    });

    const first = await buildApp({ config, webDistDir: '/nonexistent' });
    await first.inject({ method: 'GET', url: '/api/health' });
    await first.close();

    // Write through a separate handle while the server is down, as an operator would.
    const direct = await openConfiguredDatabase(config);
    await direct.db.execute(
      "insert into legal_document_versions (version, terms_of_service_html, privacy_policy_html) values (7, '<h1>seven</h1>', '<p>7</p>')",
    );
    await direct.close();

    const second = await buildApp({ config, webDistDir: '/nonexistent' });
    const response = await second.inject({
      method: 'POST',
      url: '/api/graphql',
      payload: { query: '{ termsAndPrivacy { version } }' },
    });
    expect(response.json()).toEqual({ data: { termsAndPrivacy: { version: 7 } } });
    await second.close();
    expect(fs.existsSync(path.join(dataDir, 'pgdata'))).toBe(true);
  });
});
