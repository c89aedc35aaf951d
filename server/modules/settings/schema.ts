import { settingsInputSchema, type SettingsInput } from '../../../shared/validation/settings';
import type { GraphQLModule } from '../../graphql/module';
import { parseInput } from '../../graphql/validate';
import { requireUser } from '../../graphql/access';
import { presentAppSettings, presentHistoryEntry, presentSettings, signatureImage } from './presenter';
import { listHistory, readSettings } from './settings.repository';
import { settingsHistoryDeleter, settingsSaver } from './commands';

const HISTORY_LIMIT_MAX = 200;

type SignatureArg = { dataUrl?: string | null; file?: Record<string, unknown> | null } | null | undefined;
type SettingsArg = Omit<SettingsInput, 'signature'> & { signature?: SignatureArg };

/** GraphQL's signature {dataUrl | file} → the shared schema's union. */
function toInput(arg: SettingsArg): unknown {
  const { signature, ...rest } = arg;
  return { ...rest, signature: signature?.dataUrl ? { dataUrl: signature.dataUrl } : (signature?.file ?? null) };
}

export const settingsModule: GraphQLModule = {
  name: 'settings',
  typeDefs: /* GraphQL */ `
    "An uploaded file record as a client sends it back (spec §3 Uploaded file)."
    input UploadedFileInput {
      id: String!
      name: String!
      sizeInBytes: Int!
      publicUrl: String!
      privateUrl: String
      new: Boolean
    }

    "A signature: drawn (PNG/JPEG/WebP data URL) or an uploaded image (settings/signature)."
    type Signature {
      dataUrl: String
      file: UploadedFile
    }

    input SignatureInput {
      dataUrl: String
      file: UploadedFileInput
    }

    type Settings {
      theme: String!
      title: String!
      barcodeTitle: String!
      barcodeName: String!
      pinCode: String!
      deletionNeedsPinCode: Boolean!
      signature: Signature
      "Whether the signature is printed on warranty certificates, and on label sheets."
      signatureOnCertificate: Boolean!
      signatureOnLabels: Boolean!
      activationLimit: Int!
      "Label printer offsets in millimetres."
      labelOffsetTopMm: Float!
      labelOffsetStartMm: Float!
      "The warranty terms the customer's certificate prints ('' for none)."
      warrantyTerms: String!
      updatedAt: String
    }

    input SettingsInput {
      theme: String!
      title: String
      barcodeTitle: String
      barcodeName: String
      pinCode: String
      deletionNeedsPinCode: Boolean
      signature: SignatureInput
      signatureOnCertificate: Boolean
      signatureOnLabels: Boolean
      activationLimit: Int
      labelOffsetTopMm: Float
      labelOffsetStartMm: Float
      warrantyTerms: String
    }

    "Settings that a save replaced, with the date (DD/MM/YYYY) and time (hh:mm am/pm) of that save, Cairo time."
    type SettingsHistoryEntry {
      id: String!
      date: String!
      time: String!
      createdAt: String!
      theme: String!
      title: String!
      barcodeTitle: String!
      barcodeName: String!
      deletionNeedsPinCode: Boolean!
      signature: Signature
      signatureOnCertificate: Boolean!
      signatureOnLabels: Boolean!
      activationLimit: Int!
      labelOffsetTopMm: Float!
      labelOffsetStartMm: Float!
      "Null in entries saved before the terms existed."
      warrantyTerms: String
    }

    "What a barcode label prints from the settings: its texts and the printer's offsets (the label screen)."
    type LabelSettings {
      title: String!
      barcodeTitle: String!
      barcodeName: String!
      labelOffsetTopMm: Float!
      labelOffsetStartMm: Float!
      "The signature to print on each sheet (an image URL or data URL); null unless the settings ask for it on labels."
      signature: String
    }

    "What a warranty certificate prints from the settings."
    type CertificateSettings {
      "The printed title (spec §3 title)."
      title: String!
      "The signature (an image URL or data URL); null unless the settings ask for it on certificates."
      signature: String
    }

    "What every visitor needs to paint the app: no sign-in."
    type AppSettings {
      theme: String!
      title: String!
      "The equipment brand (the barcode title and name, each once; the title when both are empty): what the customer's warranty page wears."
      brand: String!
      "The warranty terms the customer's certificate prints ('' for none)."
      warrantyTerms: String!
      "Whether deleting asks for the pin code (the pin itself is never public)."
      deletionNeedsPinCode: Boolean!
    }

    extend type Query {
      appSettings: AppSettings!
      settingsFind: Settings!
      "The label screen's part of the settings: for whoever prints labels, not only who edits the settings."
      labelSettings: LabelSettings!
      "The certificate's part of the settings: for whoever reads items."
      certificateSettings: CertificateSettings!
      "Past settings, newest first; the current settings (id default) are not listed."
      settingsHistory(limit: Int): [SettingsHistoryEntry!]!
    }

    extend type Mutation {
      settingsSave(settings: SettingsInput!): Settings!
      "Deletes a past settings entry; deleting default does nothing (false)."
      settingsDelete(id: String!): Boolean!
    }
  `,
  resolvers: {
    Query: {
      appSettings: async (_p, _a, ctx) => presentAppSettings(await readSettings(ctx.db)),
      settingsFind: async (_p, _a, ctx) => {
        return presentSettings(await readSettings(ctx.db));
      },
      labelSettings: async (_p, _a, ctx) => {
        const s = await readSettings(ctx.db);
        const { title, barcodeTitle, barcodeName, labelOffsetTopMm, labelOffsetStartMm } = s;
        return {
          title,
          barcodeTitle,
          barcodeName,
          labelOffsetTopMm,
          labelOffsetStartMm,
          signature: s.signatureOnLabels ? signatureImage(s) : null,
        };
      },
      certificateSettings: async (_p, _a, ctx) => {
        const s = await readSettings(ctx.db);
        return { title: s.title, signature: s.signatureOnCertificate ? signatureImage(s) : null };
      },
      settingsHistory: async (_p, args: { limit?: number | null }, ctx) => {
        const limit = Math.min(Math.max(args.limit ?? 50, 1), HISTORY_LIMIT_MAX);
        return (await listHistory(ctx.db, limit)).map(presentHistoryEntry);
      },
    },
    Mutation: {
      settingsSave: async (_p, args: { settings: SettingsArg }, ctx) => {
        const values = parseInput(settingsInputSchema, toInput(args.settings));
        const user = requireUser(ctx);
        await settingsSaver(ctx.db, { values, actor: user });
        // The theme is in every public page (server/web/ssr.ts): the ones kept are stale now.
        ctx.publicPages.contentChanged();
        return presentSettings(await readSettings(ctx.db));
      },
      settingsDelete: async (_p, args: { id: string }, ctx) => {
        const user = requireUser(ctx);
        return settingsHistoryDeleter(ctx.db, { id: args.id, actor: user });
      },
    },
  },
};
