/**
 * Where each table that holds something about a person goes in their data download
 * (/settings/data), or why it does not. tests/unit/personal-data-tables.test.ts reads the
 * schema and fails when a table that names a person (a person's id or email address, or a
 * reference to a table that does) is missing here: a new table cannot be forgotten.
 * Keys are "table" for the app's tables and "schema.table" for the embedded auth's.
 */
export type PersonalDataPlace = { exportedAs: string } | { excluded: string };

export const PERSONAL_DATA_TABLES: Record<string, PersonalDataPlace> = {
  profiles: { exportedAs: "profile" },
  listings: { exportedAs: "listings" },
  listing_photos: { exportedAs: "listings[].photos" },
  listing_documents: { exportedAs: "listings[].documents" },
  listing_price_changes: { exportedAs: "listings[].priceChanges" },
  listing_views_daily: { exportedAs: "listings[].viewsByDay" },
  inquiries: { exportedAs: "inquiriesSent, inquiriesReceived" },
  inquiry_messages: { exportedAs: "inquiriesSent[].messages, inquiriesReceived[].messages" },
  deals: { exportedAs: "inquiriesSent[].deals, inquiriesReceived[].deals" },
  deal_offers: { exportedAs: "inquiriesSent[].deals[].offers, inquiriesReceived[].deals[].offers" },
  deal_events: { exportedAs: "inquiriesSent[].deals[].history, inquiriesReceived[].deals[].history" },
  deal_reviews: { exportedAs: "inquiriesSent[].deals[].reviews, inquiriesReceived[].deals[].reviews" },
  listing_document_grants: { exportedAs: "inquiriesSent[].documentsShared, inquiriesReceived[].documentsShared" },
  saved_aircraft: { exportedAs: "savedAircraft" },
  saved_searches: { exportedAs: "savedSearches" },
  saved_search_matches: { exportedAs: "savedSearches[].alerts" },
  saved_aircraft_alerts: { exportedAs: "savedAircraftAlerts" },
  listing_reports: { exportedAs: "reports" },
  seller_verifications: { exportedAs: "verificationRequests" },
  contact_messages: { exportedAs: "contactMessages" },
  operators: { exportedAs: "operatorRole" },
  operator_actions: { exportedAs: "teamLog" },
  "aeromarket_auth.users": { exportedAs: "account" },
  "aeromarket_auth.identities": { exportedAs: "account.details" },
  "aeromarket_auth.sessions": { exportedAs: "signedInDevices" },
  "aeromarket_auth.refresh_tokens": {
    excluded: "Secrets that keep a session signed in: a copy in a downloaded file would let whoever holds it sign in. The sessions they belong to are listed under signedInDevices.",
  },
  "aeromarket_auth.one_time_tokens": {
    excluded:
      "Hashes of the secrets in emailed links (confirmation, password reset, email change), which expire within hours; the new address of an email change waiting for its link is under account.newEmailWaitingForConfirmation.",
  },
  "aeromarket_auth.flow_state": {
    excluded: "A random code challenge held for minutes while an emailed link is opened; it holds nothing about the person.",
  },
};
