import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { resources } from '../../../shared/i18n';
import { IAM_IMPORT_COLUMNS, iamImportRowSchema } from '../../../shared/validation/iam';
import { checkRows, hashRow } from './useImporter';

const i18n = i18next.createInstance();
await i18n.init({ resources, lng: 'en', initAsync: false, interpolation: { escapeValue: false } });
const options = { columns: IAM_IMPORT_COLUMNS, schema: iamImportRowSchema, importRow: async () => undefined };
const header = ['email', 'firstName', 'lastName', 'phoneNumber', 'avatars', 'roles', 'extra'];

describe('import rows checked in the browser', () => {
  it('numbers lines as row index + 2, skips blank rows, drops unknown columns and reports each error', () => {
    const rows = checkRows(
      header,
      [
        ['a@test.example', 'A', null, '0100', '', 'viewer editor', 'x'],
        [null, null, null, null, null, null, null],
        ['bad', 'B', null, null, null, 'viewer', null],
        ['c@test.example', 'C', null, null, null, 'nobody', null],
      ],
      options,
      i18n.t,
    );
    if (typeof rows === 'string') throw new Error(rows);
    expect(rows.map((r) => [r.line, r.status])).toEqual([
      [2, 'pending'],
      [4, 'error'],
      [5, 'error'],
    ]);
    expect(rows[0]?.parsed).toEqual({
      email: 'a@test.example',
      firstName: 'A',
      lastName: null,
      phoneNumber: '0100',
      avatars: [],
      roles: ['viewer', 'editor'],
    });
    expect(rows[0]?.values).not.toHaveProperty('extra');
    expect(rows[1]?.error).toBe('email: Please provide a valid email.');
    expect(rows[2]?.error).toBe('roles is invalid');
  });

  it('refuses a file without the template columns, and one with no rows', () => {
    expect(checkRows(['mail', 'name'], [['a@test.example', 'A']], options, i18n.t)).toBe('invalidTemplate');
    expect(checkRows(header, [[null, null]], options, i18n.t)).toBe('fileEmpty');
  });

  it('hashes the same row to the same value and different rows differently', async () => {
    expect(await hashRow({ email: 'a' })).toBe(await hashRow({ email: 'a' }));
    expect(await hashRow({ email: 'a' })).not.toBe(await hashRow({ email: 'b' }));
  });
});
