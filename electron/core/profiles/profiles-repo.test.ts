import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/open-database';
import { DeskError } from '../errors';
import { createProfilesRepo, type ProfilesRepo } from './profiles-repo';

describe('profiles.require (real SQLite file)', () => {
  let dir: string;
  let db: Db;
  let profiles: ProfilesRepo;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'profiles-repo-'));
    db = openDatabase(join(dir, 'desk.sqlite'));
    profiles = createProfilesRepo(db);
  });
  afterEach(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers the profile, or the one not-found error with its reason once it is removed', () => {
    const { id } = profiles.create({
      name: 'Аптека 1',
      baseUrl: 'https://a.example',
      authUrl: 'https://a.example',
      storeId: '11111111-2222-4333-8444-555555555555',
    });
    expect(profiles.require(id).name).toBe('Аптека 1');
    profiles.remove(id);
    let thrown: unknown;
    try {
      profiles.require(id);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DeskError);
    expect(thrown).toMatchObject({ code: 'not-found', details: { reason: 'profile-not-found', profileId: id } });
    expect(() => profiles.update(id, { name: 'x', baseUrl: 'https://a', authUrl: 'https://a', storeId: 'x' })).toThrow(
      /no store profile with id/,
    );
  });
});
