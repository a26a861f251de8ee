/**
 * Journeys that need a seller owning a sample listing sign up with the contact email of
 * one of the sample inventory's sellers, and so take its listings over. An address
 * registers once per run, so each journey and project has a seller of its own: this is
 * the one list, so that no two journeys ever pick the same one.
 */
export const SAMPLE_SELLERS = {
  inquiries: {
    js: { email: "l.brunner@alpineaircraft.example", listingId: 2 },
    "no-js": { email: "s.lindqvist@heartlandpiston.example", listingId: 7 },
  },
  analytics: {
    js: { email: "o.haddad@gulfhorizon.example", listingId: 56 },
    "no-js": { email: "r.monteiro@aerolatina.example", listingId: 28 },
  },
  photos: {
    js: { email: "d.okafor@lakeshoreaircraft.example", listingId: 22 },
    "no-js": { email: "c.nguyen@pacificrimaircraft.example", listingId: 16 },
  },
  priceHistory: {
    js: { email: "e.whitcombe@meridianaviation.example", listingId: 6 },
    "no-js": { email: "r.castillo@verticaledge.example", listingId: 4 },
  },
} as const;
