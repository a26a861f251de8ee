/**
 * The assistant's answers: each topic reads every field of the listing that speaks to it
 * (the structured sections a seller fills in: engines, times, TBO, propellers, avionics and
 * equipment, inspections, damage, logbooks, paint and interior) and the sentences of the
 * description and features that do. It says "the listing does not say" only when none of
 * them does. tests/unit/assistant-golden.test.ts holds it to a golden set of questions
 * over the sample listings.
 */
import { aircraftTypeOf } from "../aircraft/aircraft-type-of";
import { formatAskingPrice } from "../catalog/price";
import { DAMAGE_WORDS, engineTimeText, equipmentLabel, INSPECTION_PROGRAMMES, labelOf, LOGBOOK_STATES } from "../listings/aviation";
import type { Listing } from "../listings/listing";
import { preBuyAdvice, preBuyRange } from "./pre-buy";
import { formatDate, SHORT_DATE } from "~/domain/format-date";
import { formatNumber } from "~/domain/format-number";

const MAINTENANCE_WORDS = /maint|inspect|annual|overhaul|program|propart|care|check|esp|jssi|msp|record|logbook|warranty|tap|service/i;
const AVIONICS_WORDS = /avionic|garmin|honeywell|collins|pro line|proline|planeview|avidyne|g\d{3,4}|gtn|gns|autopilot|autothrottle|ads-b|synthetic|vision|radar|tcas|fms|cockpit|wifi|display/i;
const DAMAGE_SENTENCE = /damage|accident|incident|strike|repair/i;

const day = (iso: string) => formatDate(new Date(`${iso}T00:00:00Z`), SHORT_DATE);
const quote = (sentences: string[]) => `“${sentences.join(" ")}”`;

/** The description's sentences, as the seller wrote them. */
function sentencesOf(description: string): string[] {
  return description
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** The description's sentences that speak of damage, as the seller wrote them. */
export function damageSentences(description: string): string[] {
  return sentencesOf(description).filter((sentence) => DAMAGE_SENTENCE.test(sentence));
}

/** "Its description says: “…”" for the sentences matching `words`, or nothing. */
function described(listing: Listing, words: RegExp): string | null {
  const sentences = sentencesOf(listing.description).filter((sentence) => words.test(sentence));
  return sentences.length > 0 ? `Its description says: ${quote(sentences)}` : null;
}

const joined = (parts: Array<string | null | false | undefined>) => parts.filter(Boolean).join(" ");

function enginesAnswer(listing: Listing): string {
  const engines = listing.aviation.engines ?? [];
  const propellers = listing.aviation.propellers ?? [];
  const lines = engines.map((engine, index) => {
    const name = engines.length === 1 ? "Its engine" : `Engine ${index + 1}`;
    const left = engine.tboHours - engine.timeHours;
    const remaining = left > 0 ? `${formatNumber(left)} hours to TBO` : "past its TBO";
    const programme = engine.programme ? `, on ${engine.programme}` : "";
    const propeller = propellers[index] ? `; its propeller is at ${formatNumber(propellers[index].sinceOverhaulHours)} hours since overhaul` : "";
    return `${name} is a ${engine.make} ${engine.model} at ${engineTimeText(engine)}${programme} (${remaining})${propeller}.`;
  });
  const fromDescription = described(listing, /engine|smoh|snew|tbo|overhaul|hours since|esp|care|tap|jssi|msp/i);
  if (lines.length === 0 && !fromDescription) return "The listing does not give its engines' times; ask the seller for the engine logbooks.";
  return joined([...lines, fromDescription]);
}

function hoursAnswer(listing: Listing): string {
  const airframe = listing.aviation.airframe;
  const components = [
    airframe?.landings === undefined ? null : `${formatNumber(airframe.landings)} landings or cycles`,
    airframe?.apuHours === undefined ? null : `an APU at ${formatNumber(airframe.apuHours)} hours`,
    airframe?.mainTransmissionHours === undefined ? null : `a main transmission at ${formatNumber(airframe.mainTransmissionHours)} hours`,
    airframe?.tailRotorGearboxHours === undefined ? null : `a tail rotor gearbox at ${formatNumber(airframe.tailRotorGearboxHours)} hours`,
    airframe?.mainRotorBladesHours === undefined ? null : `main rotor blades at ${formatNumber(airframe.mainRotorBladesHours)} hours`,
  ].filter((part) => part !== null);
  return joined([
    `The listing gives a total time of ${formatNumber(listing.totalTimeHours)} hours on the airframe${components.length > 0 ? `, with ${components.join(", ")}` : ""}.`,
    enginesAnswer(listing),
  ]);
}

function maintenanceAnswer(listing: Listing): string {
  const inspection = listing.aviation.inspection;
  const schedule = inspection
    ? joined([
        inspection.lastDate ? `The last inspection was on ${day(inspection.lastDate)}${inspection.programme ? `, on ${labelOf(INSPECTION_PROGRAMMES, inspection.programme).toLowerCase()} inspections` : ""}.` : null,
        inspection.nextDue ? `The next is due ${day(inspection.nextDue)}.` : null,
      ])
    : null;
  const items = listing.features.filter((feature) => MAINTENANCE_WORDS.test(feature));
  const said = joined([
    schedule,
    items.length > 0 ? `On maintenance, the listing mentions: ${items.join("; ")}.` : null,
    described(listing, MAINTENANCE_WORDS),
  ]);
  return `${said || "The listing does not say how the aircraft has been maintained."} Ask the seller for the logbooks and the maintenance tracking report.`;
}

/** Damage history and logbooks: from the listing's History section and its description; what neither says, the seller is asked. */
function historyAnswer(listing: Listing): string {
  const history = listing.aviation.history;
  const parts: string[] = [];
  if (history?.damage === "none") parts.push("The listing states no damage history.");
  else if (history?.damage === "yes") parts.push(`The listing states damage history${history.damageDescription ? `: ${history.damageDescription.replace(/[.\s]+$/, "")}.` : "."}`);
  else if (history?.damage === "unknown") parts.push(`The listing gives the damage history as ${DAMAGE_WORDS.unknown.toLowerCase()}.`);
  const sentences = damageSentences(listing.description);
  if (sentences.length > 0) parts.push(`Its description says: ${quote(sentences)}`);
  if (parts.length === 0) parts.push("The listing does not state the damage history.");
  const logbookSentences = sentencesOf(listing.description).filter((sentence) => /\blogs\b|logbook|records/i.test(sentence) && !DAMAGE_SENTENCE.test(sentence));
  parts.push(
    history?.logbooks
      ? `It gives the logbooks as ${labelOf(LOGBOOK_STATES, history.logbooks).toLowerCase()}; ask the seller for them and for the maintenance tracking report.`
      : logbookSentences.length > 0
        ? `On its records, the description says: ${quote(logbookSentences)} Ask the seller for the logbooks and the maintenance tracking report.`
        : "It does not say whether the logbooks are complete: ask the seller for the logbooks and the maintenance tracking report.",
  );
  return parts.join(" ");
}

function equipmentAnswer(listing: Listing): string {
  const avionics = listing.features.filter((feature) => AVIONICS_WORDS.test(feature));
  const other = listing.features.filter((feature) => !AVIONICS_WORDS.test(feature) && !MAINTENANCE_WORDS.test(feature));
  const equipment = listing.aviation.equipment;
  const installed = equipment ? [...equipment.items.map(equipmentLabel), ...equipment.other] : [];
  const adsb = equipment?.adsbOut === "yes" ? "It has ADS-B Out." : equipment?.adsbOut === "no" ? "It does not have ADS-B Out." : null;
  if (avionics.length === 0 && other.length === 0 && installed.length === 0 && !adsb) return "The listing does not list its avionics or equipment; ask the seller for the equipment list.";
  return joined([
    avionics.length > 0 ? `Avionics: ${avionics.join("; ")}.` : "The listing does not name its avionics.",
    other.length > 0 ? `Equipment: ${other.join("; ")}.` : null,
    installed.length > 0 ? `Installed, as the seller listed it: ${installed.join(", ")}.` : null,
    adsb,
  ]);
}

function conditionAnswer(listing: Listing): string {
  const history = listing.aviation.history;
  const rated = (what: string, year: number | undefined, rating: number | undefined) =>
    year === undefined && rating === undefined ? null : `${what}${year === undefined ? "" : ` in ${year}`}${rating === undefined ? "" : `, rated ${rating} out of 10 by the seller`}.`;
  const said = joined([
    rated("Painted", history?.paintYear, history?.paintRating),
    rated("Interior done", history?.interiorYear, history?.interiorRating),
    described(listing, /paint|interior|cabin|leather|seat|refurb|condition|corrosion/i),
  ]);
  return said || "The listing does not rate its paint or interior; ask the seller for recent photos.";
}

type Topic = { test: RegExp; answer: (listing: Listing) => string };

const TOPICS: Topic[] = [
  {
    test: /check ?list/i,
    answer: (listing) =>
      `A buyer's checklist for the ${listing.name}: confirm the registration (${listing.registration}) and serial number (${listing.serialNumber}) against the logbooks; review the maintenance records; order a pre-buy inspection (typically ${preBuyRange(aircraftTypeOf(listing)).duration}, ${preBuyRange(aircraftTypeOf(listing)).cost}) at an independent shop; run a title search; and close through an escrow agent.`,
  },
  {
    test: /pre-?buy|pre-?purchase/i,
    answer: (listing) =>
      `${preBuyAdvice(aircraftTypeOf(listing))} Choose an independent shop that knows the ${listing.manufacturer} ${listing.model}, not one chosen by the seller, and have the logbooks reviewed at the same time.`,
  },
  { test: /hour|total time|\btt\b|airframe|landing|cycle|\bapu\b|transmission|gearbox|rotor blade/i, answer: hoursAnswer },
  { test: /engine|\btbo\b|smoh|snew|overhaul|propell|\bprop\b|programme|program\b/i, answer: enginesAnswer },
  { test: /maint|record|annual|inspect|service|due/i, answer: maintenanceAnswer },
  { test: /damage|accident|incident|history|logbook|\blogs\b|strike|repair/i, answer: historyAnswer },
  { test: /avionic|equipment|ads-?b|autopilot|panel|cockpit|option|upgrade|wifi|radar|oxygen|icing|fiki|glass/i, answer: equipmentAnswer },
  { test: /paint|interior|condition|leather|corrosion|refurb/i, answer: conditionAnswer },
  {
    test: /price|cost|negotiab|offer|how much|escrow|title/i,
    answer: (listing) =>
      `The asking price is ${formatAskingPrice(listing.price)}. The listing does not say whether it is negotiable or which escrow and title company the seller uses; ask the seller.`,
  },
  {
    test: /locat|where|based|hangar/i,
    answer: (listing) =>
      joined([`The aircraft is located in ${listing.location}.`, described(listing, /hangar/i) ?? "The listing does not say where it has been hangared over its life."]),
  },
  {
    test: /seat|passenger|people|cabin|useful load|payload|baggage|luggage|carry/i,
    answer: (listing) =>
      `It seats ${listing.seats}, with ${formatNumber(listing.specifications.baggageCuFt)} cu ft of baggage space and a useful load of ${formatNumber(listing.usefulLoadLbs)} lbs.`,
  },
  {
    test: /\brange\b|\bdistance\b|how far|nautical|\bspeed\b|\bcruise|\bfast\b|ceiling|altitude|how high|fuel/i,
    answer: (listing) =>
      `Its range is ${formatNumber(listing.specifications.rangeNm)} nm, at a cruise speed of ${formatNumber(listing.specifications.cruiseSpeedKts)} kts (maximum ${formatNumber(listing.specifications.maxSpeedKts)} kts), with a ceiling of ${formatNumber(listing.specifications.ceilingFt)} ft and ${formatNumber(listing.specifications.fuelCapacityGal)} gallons of fuel.`,
  },
  {
    test: /deliver|available|when could|timeline/i,
    answer: (listing) =>
      listing.availableInMonths === 0
        ? "The listing says it is available now."
        : `The listing says it can be delivered in about ${listing.availableInMonths} month${listing.availableInMonths === 1 ? "" : "s"}.`,
  },
  {
    test: /include|sale|year|registration|serial|\bn-?number\b|built/i,
    answer: (listing) =>
      `It is a ${listing.year} ${listing.manufacturer} ${listing.model}, registration ${listing.registration}, serial number ${listing.serialNumber}. The listing does not say what else the sale includes; ask the seller.`,
  },
];

const STOP_WORDS = new Set("about does have has what which when where with this that there their from your into will would could should been were they them than then also just more most much many some such only very aircraft plane listing seller".split(" "));

/** What the description, the features and the seller's damage description say in a word of four letters or more of the question. */
function mentioned(listing: Listing, question: string): string | null {
  const words = question.toLowerCase().match(/[a-z0-9-]{4,}/g)?.filter((word) => !STOP_WORDS.has(word)) ?? [];
  if (words.length === 0) return null;
  const has = (text: string) => words.some((word) => text.toLowerCase().includes(word));
  const sentences = sentencesOf(listing.description).filter(has);
  const features = listing.features.filter(has);
  const damage = listing.aviation.history?.damageDescription;
  if (sentences.length === 0 && features.length === 0 && !(damage && has(damage))) return null;
  return joined([
    sentences.length > 0 ? `Its description says: ${quote(sentences)}` : null,
    features.length > 0 ? `Its features list: ${features.join("; ")}.` : null,
    damage && has(damage) ? `Its damage history, as the seller gave it: ${damage}` : null,
  ]);
}

/** The assistant's reply: an answer for every topic the question touches, else what the listing says in the question's words, else a plain "the listing does not say". */
export function assistantReply(listing: Listing, question: string): string {
  const answers = TOPICS.filter((topic) => topic.test.test(question)).map((topic) => topic.answer(listing));
  if (answers.length > 0) return answers.join("\n\n");
  return (
    mentioned(listing, question) ??
    `The listing does not say. I can answer about its hours, engines, maintenance and inspections, damage history and logbooks, avionics and equipment, paint and interior, price, location, seats, useful load and range, and about the pre-buy inspection. For anything else, use Contact Seller Directly and ${listing.contact.name} of ${listing.contact.company} can answer.`
  );
}
