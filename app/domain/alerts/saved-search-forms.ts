/**
 * The saved-search forms' validation: a name and a frequency. Apart from reading a search
 * back from a form (saved-search-schema.ts), which reads the catalogue's URL: the editor's
 * check, loaded in the browser, needs none of it.
 */
import { singleLine, z } from "../zod";
import { ALERT_FREQUENCIES, type AlertFrequency, SEARCH_NAME_MAX_LENGTH } from "./alert-frequency";

export const SEARCH_NAME_REQUIRED = "Give the search a name.";
export const SEARCH_NAME_TOO_LONG = `Keep the name to ${SEARCH_NAME_MAX_LENGTH} characters or fewer.`;
export const FREQUENCY_INVALID = "Choose how often to email you: Instant, Daily, Weekly or Off.";

const FREQUENCY_VALUES = ALERT_FREQUENCIES.map((option) => option.value) as [AlertFrequency, ...AlertFrequency[]];

const searchName = singleLine(
  z.string({ error: SEARCH_NAME_REQUIRED }).trim().min(1, { error: SEARCH_NAME_REQUIRED }).max(SEARCH_NAME_MAX_LENGTH, { error: SEARCH_NAME_TOO_LONG }),
);
const frequency = z.enum(FREQUENCY_VALUES, { error: FREQUENCY_INVALID });

/** "Save this search": the name and the alert frequency; the search itself travels in criteriaFields. */
export const saveSearchSchema = z.object({ name: searchName, frequency, returnTo: z.string().optional() });

/** The edit page: rename and choose the frequency at once. */
export const editSavedSearchSchema = z.object({ name: searchName, frequency });

/** The frequency picker on each dashboard row. */
export const searchFrequencySchema = z.object({ frequency });
