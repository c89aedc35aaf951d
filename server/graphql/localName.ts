import { localName, type BilingualName } from '../../shared/names';
import type { Context } from './context';

/**
 * The `name` field of a type that keeps a name per language (CatalogEntry,
 * Seller): the caller's language (Accept-Language), else the other one. A
 * screen that marks a name shown in the other language reads nameAr/nameEn.
 */
export const localNameField = {
  name: (parent: BilingualName, _args: unknown, ctx: Context): string => localName(parent, ctx.language).text,
};
