import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTypeOf, localMediaStorage } from './media.storage';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'repclub-storage-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('localMediaStorage', () => {
  it('puts, gets and deletes a file by key', async () => {
    const storage = localMediaStorage(path.join(dir, 'media'));
    await storage.put('avatars/u1/abc.webp', Buffer.from('bytes'), 'image/webp');
    expect(await storage.get('avatars/u1/abc.webp')).toEqual({
      bytes: Buffer.from('bytes'),
      contentType: 'image/webp',
    });
    await storage.delete('avatars/u1/abc.webp');
    expect(await storage.get('avatars/u1/abc.webp')).toBeNull();
    await storage.delete('avatars/u1/abc.webp'); // deleting twice is fine
  });

  it('never reads or writes outside its folder', async () => {
    await writeFile(path.join(dir, 'secret.webp'), 'secret');
    const storage = localMediaStorage(path.join(dir, 'media'));
    for (const key of [
      '../secret.webp',
      'a/../../secret.webp',
      '/etc/passwd.webp',
      '.webp',
      'a//b.webp',
      'a\\b.webp',
    ])
      expect(await storage.get(key), key).toBeNull();
    await expect(storage.put('../x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    await expect(storage.put('a/x.webp', Buffer.from('x'), 'text/html')).rejects.toThrow();
  });

  it('deletes a whole folder and nothing beside it', async () => {
    const storage = localMediaStorage(path.join(dir, 'media'));
    await storage.put('avatars/u2/a.webp', Buffer.from('a'), 'image/webp');
    await storage.put('avatars/u2/b.webp', Buffer.from('b'), 'image/webp');
    await storage.put('avatars/u3/c.webp', Buffer.from('c'), 'image/webp');
    await storage.deletePrefix('avatars/u2/');
    expect(await storage.get('avatars/u2/a.webp')).toBeNull();
    expect(await storage.get('avatars/u2/b.webp')).toBeNull();
    expect(await storage.get('avatars/u3/c.webp')).not.toBeNull();
    await storage.deletePrefix('avatars/u2/'); // a missing folder is fine
    for (const prefix of ['', 'avatars', '../', 'avatars/../', '/avatars/'])
      await expect(storage.deletePrefix(prefix), prefix).rejects.toThrow();
  });

  it('knows the content type of a key by its extension', () => {
    expect(contentTypeOf('a/b.webp')).toBe('image/webp');
    expect(contentTypeOf('a/b.pdf')).toBe('application/pdf');
    expect(contentTypeOf('a/b.html')).toBeNull();
  });
});
