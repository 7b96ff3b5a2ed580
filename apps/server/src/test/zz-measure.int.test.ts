import { expect, it } from 'vitest';
import { startTestServer } from './server';

it('measures', { timeout: 900_000 }, async () => {
  const rows: string[] = [];
  for (let i = 0; i < 3; i++) {
    for (const empty of [true, false]) {
      const t = performance.now();
      const s = await startTestServer({ emptyDatabase: empty });
      const ms = performance.now() - t;
      await s.close();
      rows.push(`${process.env.TEST_DATABASE_URL ? 'pg' : 'pglite'} ${empty ? 'fresh' : 'copy'} ${(ms / 1000).toFixed(2)}s`);
    }
  }
  console.log('MEASURE\n' + rows.join('\n'));
  expect(rows.length).toBe(6);
});
