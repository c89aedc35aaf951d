import { graphql, type ResultOf, type VariablesOf } from './graphql';
import { request } from './request';
import { UploadedFileFields } from './uploads';

// The settings' calls (spec §8/§9): each a document typed from the schema.

/** The settings as the settings screen edits them (the pin code too: only settingsEdit reads them). */
const SettingsFields = graphql(
  `
    fragment SettingsFields on Settings @_unmask {
      theme
      title
      barcodeTitle
      barcodeName
      pinCode
      deletionNeedsPinCode
      activationLimit
      labelOffsetTopMm
      labelOffsetStartMm
      warrantyTerms
      signatureOnCertificate
      signatureOnLabels
      signature {
        dataUrl
        file {
          ...UploadedFileFields
        }
      }
    }
  `,
  [UploadedFileFields],
);

const SettingsFind = graphql(
  `
    query SettingsFind {
      settingsFind {
        ...SettingsFields
      }
    }
  `,
  [SettingsFields],
);

/** The settings a save replaced: what the history table shows. */
const SettingsHistory = graphql(`
  query SettingsHistory {
    settingsHistory {
      id
      createdAt
      theme
      title
      activationLimit
    }
  }
`);

const SettingsSave = graphql(
  `
    mutation SettingsSave($settings: SettingsInput!) {
      settingsSave(settings: $settings) {
        ...SettingsFields
      }
    }
  `,
  [SettingsFields],
);

const SettingsDelete = graphql(`
  mutation SettingsDelete($id: String!) {
    settingsDelete(id: $id)
  }
`);

export type SettingsView = ResultOf<typeof SettingsFields>;
export type SettingsHistoryEntry = ResultOf<typeof SettingsHistory>['settingsHistory'][number];
type SettingsInput = VariablesOf<typeof SettingsSave>['settings'];

export async function fetchSettings(signal?: AbortSignal): Promise<SettingsView> {
  return (await request(SettingsFind, {}, { signal })).settingsFind;
}

export async function fetchSettingsHistory(signal?: AbortSignal): Promise<SettingsHistoryEntry[]> {
  return (await request(SettingsHistory, {}, { signal })).settingsHistory;
}

/** The form's values → the GraphQL input (signature as {dataUrl} or {file}). */
export async function saveSettings(
  values: Omit<SettingsInput, 'signature'> & { signature: SettingsView['signature'] },
): Promise<SettingsView> {
  const { signature, ...rest } = values;
  const settings: SettingsInput = {
    ...rest,
    signature: signature?.dataUrl ? { dataUrl: signature.dataUrl } : signature?.file ? { file: signature.file } : null,
  };
  return (await request(SettingsSave, { settings })).settingsSave;
}

export async function deleteSettingsHistory(id: string): Promise<boolean> {
  return (await request(SettingsDelete, { id })).settingsDelete;
}
