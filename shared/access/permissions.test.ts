import { describe, expect, it } from 'vitest';
import { can, PERMISSION_MATRIX, PERMISSIONS, permissionsOf, ROLES } from './permissions';

describe('the §6 permission table', () => {
  it('gives iamEdit, iamCreate, iamImport to owner, iamSecurityReviewer and editor only', () => {
    for (const p of ['iamEdit', 'iamCreate', 'iamImport'] as const)
      expect([...PERMISSION_MATRIX[p]].sort()).toEqual(['editor', 'iamSecurityReviewer', 'owner']);
  });
  it('gives iamRead to owner, admin, iamSecurityReviewer, editor, viewer', () => {
    expect([...PERMISSION_MATRIX.iamRead].sort()).toEqual(['admin', 'editor', 'iamSecurityReviewer', 'owner', 'viewer']);
  });
  it('gives auditLogRead to owner, auditLogViewer, viewer and settingsEdit to owner only', () => {
    expect([...PERMISSION_MATRIX.auditLogRead].sort()).toEqual(['auditLogViewer', 'owner', 'viewer']);
    expect(PERMISSION_MATRIX.settingsEdit).toEqual(['owner']);
  });
  it('lets entity editors edit and entity viewers only read', () => {
    expect(can(['productEditor'], 'productEdit')).toBe(true);
    expect(can(['productViewer'], 'productEdit')).toBe(false);
    expect(can(['productViewer'], 'productRead')).toBe(true);
    expect(can(['productEditor'], 'sparePartEdit')).toBe(false);
    expect(can(['entityEditor'], 'sellerDestroy')).toBe(true);
    expect(can(['viewer'], 'sellerRead')).toBe(true);
    expect(can(['viewer'], 'sellerCreate')).toBe(false);
  });
  it('has list export only for product, spare part and accessory', () => {
    expect(PERMISSIONS.filter((p) => p.endsWith('Export')).sort()).toEqual(['accessoryExport', 'productExport', 'sparePartExport']);
    expect(PERMISSIONS).not.toContain('sellerExport');
  });
  it('adds the activation roles to autocomplete, except for importer and export', () => {
    expect(can(['activationViewer'], 'productAutocomplete')).toBe(true);
    expect(PERMISSIONS).not.toContain('importerAutocomplete');
    expect(PERMISSIONS).not.toContain('exportAutocomplete');
  });
  it('treats customer like the others but without admin', () => {
    expect(can(['admin'], 'customerEdit')).toBe(false);
    expect(can(['admin'], 'productEdit')).toBe(true);
    expect(can(['owner'], 'customerEdit')).toBe(true);
  });
  it('allows nothing without roles, and anything for any allowed role held', () => {
    expect(permissionsOf([])).toEqual([]);
    expect(can([], 'iamRead')).toBe(false);
    expect(can(['viewer', 'settingsEdit'], 'iamRead')).toBe(true);
    expect(can(['unknownRole'], 'iamRead')).toBe(false);
  });
  it('names only known roles in the table', () => {
    for (const roles of Object.values(PERMISSION_MATRIX)) for (const role of roles) expect(ROLES).toContain(role);
  });
});
