// Numbered migrations, applied in name order at start. Each area numbers its
// own (identity 0002–0019, content 0020–0039, items 0040–0069, operations
// 0070–0089, dashboards 0090–0099). Never edit one that has shipped: add the
// next number instead.
import type { Migration } from 'kysely';
import * as m0001 from './0001_foundation';
import * as m0002 from './0002_identity';
import * as m0003 from './0003_identity_accounts';
import * as m0004 from './0004_members';
import * as m0005 from './0005_rate_limits';
import * as m0006 from './0006_token_version';
import * as m0007 from './0007_member_fields';
import * as m0008 from './0008_social_identities';
import * as m0009 from './0009_verified_phone';
import * as m0010 from './0010_sign_in_delays';
import * as m0020 from './0020_content';
import * as m0021 from './0021_content_sanitized';
import * as m0022 from './0022_category_parent';
import * as m0040 from './0040_items';
import * as m0041 from './0041_action_bounds';
import * as m0042 from './0042_bilingual_names';
import * as m0043 from './0043_warranty_registrations';
import * as m0044 from './0044_change_sequence';
import * as m0070 from './0070_settings';
import * as m0071 from './0071_complaints';
import * as m0072 from './0072_offers';
import * as m0073 from './0073_complaint_customer_name';
import * as m0074 from './0074_signature_use';
import * as m0090 from './0090_dashboard';
import * as m0091 from './0091_warranty_claims';
import * as m0092 from './0092_action_write_indexes';
import * as m0093 from './0093_item_returns';
import * as m0094 from './0094_action_partial_indexes';
import * as m0095 from './0095_settings_warranty_terms';
import * as m0096 from './0096_dated_counters';
import * as m0097 from './0097_commands_keep_dated_counters';
import * as m0098 from './0098_action_notes';
import * as m0099 from './0099_contact_form_email';

export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_identity': m0002,
  '0003_identity_accounts': m0003,
  '0004_members': m0004,
  '0005_rate_limits': m0005,
  '0006_token_version': m0006,
  '0007_member_fields': m0007,
  '0008_social_identities': m0008,
  '0009_verified_phone': m0009,
  '0010_sign_in_delays': m0010,
  '0020_content': m0020,
  '0021_content_sanitized': m0021,
  '0022_category_parent': m0022,
  '0040_items': m0040,
  '0041_action_bounds': m0041,
  '0042_bilingual_names': m0042,
  '0043_warranty_registrations': m0043,
  '0044_change_sequence': m0044,
  '0070_settings': m0070,
  '0071_complaints': m0071,
  '0072_offers': m0072,
  '0073_complaint_customer_name': m0073,
  '0074_signature_use': m0074,
  '0090_dashboard': m0090,
  '0091_warranty_claims': m0091,
  '0092_action_write_indexes': m0092,
  '0093_item_returns': m0093,
  '0094_action_partial_indexes': m0094,
  '0095_settings_warranty_terms': m0095,
  '0096_dated_counters': m0096,
  '0097_commands_keep_dated_counters': m0097,
  '0098_action_notes': m0098,
  '0099_contact_form_email': m0099,
};
