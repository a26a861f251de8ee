import type { Page } from "@playwright/test";

export type Aircraft = { model: string; name: string };

/** Fills the listing editor with a complete, valid turboprop; `changes` replaces fields by their label. */
export async function fillListing(page: Page, aircraft: Aircraft, changes: Record<string, string> = {}) {
  const values: Record<string, string> = {
    Title: aircraft.name,
    Manufacturer: "Pilatus",
    Model: aircraft.model,
    Year: "2016",
    "Asking price (USD)": "4250000",
    Location: "Denver, CO",
    "Total time (hours)": "2140",
    Seats: "9",
    "Useful load (lbs)": "4000",
    "Available in (months)": "0",
    Registration: "N612PC",
    "Serial number": "1612",
    Description: "One owner, hangared since new, Honeywell Primus Apex avionics and a fresh annual.",
    Features: "Primus Apex\nExecutive interior",
    "Max speed (kts)": "285",
    "Cruise speed (kts)": "268",
    "Range (nm)": "1800",
    "Ceiling (ft)": "30000",
    "Fuel capacity (gal)": "402",
    "Baggage (cu ft)": "40",
    ...changes,
  };
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel("Category", { exact: true }).selectOption("turboprop");
}
