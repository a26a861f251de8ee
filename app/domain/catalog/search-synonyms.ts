/**
 * What buyers call aircraft and their equipment, kept as data: a category word ("bizjet",
 * "helo", "airliner") is read as the catalogue's category; a jargon word ("glass cockpit",
 * "IFR", "pressurized") finds the listings that name any of the words it stands for.
 * docs/decisions/044-categories-places-and-a-fallback-that-helps.md.
 */
import type { AircraftCategory } from "./categories";

/**
 * A phrase matches however it is spaced or hyphenated ("business jet", "business-jet",
 * "businessjet"). `category`: the phrase is read as that category. `words`: the phrase finds
 * listings that name any of them, each a whole word, or a word's start when it ends in `*`.
 * An entry with neither keeps its phrase as words: a designation that holds a category word
 * ("Twin Otter", "Jet Ranger", "Jet-A") is not read as a category.
 */
export type SearchSynonym = { phrases: string[]; category?: AircraftCategory; words?: string[] };

const LIGHT_JETS = ["cj*", "citationjet*", "mustang*", "m2", "phenom*", "hondajet*", "pc24*", "eclipse*", "sf50*", "premier*"];
const MIDSIZE_JETS = ["xls*", "latitude*", "learjet*", "praetor*", "challenger*", "g280*", "sovereign*", "hawker*", "legacy*"];
const LARGE_JETS = ["g650*", "g550*", "g600*", "g700*", "g450*", "global*", "falcon*", "7x", "8x", "lineage*"];
const GLASS = ["glass*", "efis*", "g1000*", "g3000*", "g5000*", "g500*", "g600*", "perspective*", "entegra*", "planeview*", "fusion*", "line21*", "primus*", "prodigy*", "helionix*", "topdeck*"];
const IFR_EQUIPMENT = ["ifr", "waas*", "lpv*", "gtn*", "gns*", "ifd*", "g1000*", "g3000*", "g5000*", "perspective*", "entegra*", "planeview*", "fusion*", "line21*", "primus*", "prodigy*"];

export const SEARCH_SYNONYMS: SearchSynonym[] = [
  // Designations that hold a category word: kept as typed.
  { phrases: ["twin otter", "twin comanche", "twin bonanza", "twin squirrel", "twin star", "jet ranger", "jet a", "jet fuel", "vision jet", "jet stream", "r66 turbine", "single pilot"] },
  // Categories.
  { phrases: ["business jet", "business jets", "bizjet", "bizjets", "biz jet", "private jet", "private jets", "corporate jet", "corporate jets", "executive jet", "jet", "jets", "bizav jet"], category: "business-jet" },
  { phrases: ["light jet", "light jets", "very light jet", "very light jets", "vlj", "entry level jet"], category: "business-jet", words: LIGHT_JETS },
  { phrases: ["midsize jet", "midsize jets", "mid size jet", "super midsize", "super midsize jet", "super mid"], category: "business-jet", words: MIDSIZE_JETS },
  { phrases: ["heavy jet", "heavy jets", "large jet", "large jets", "long range jet", "ultra long range", "large cabin jet"], category: "business-jet", words: LARGE_JETS },
  { phrases: ["turboprop", "turboprops", "turbo prop", "turbo props", "prop jet", "propjet", "turbine single", "single engine turboprop", "twin turboprop"], category: "turboprop" },
  { phrases: ["helicopter", "helicopters", "helo", "helos", "heli", "helis", "chopper", "choppers", "rotorcraft", "rotor craft", "rotor wing", "rotary wing", "whirlybird"], category: "helicopter" },
  { phrases: ["airliner", "airliners", "jetliner", "jetliners", "commercial", "commercial aircraft", "commercial jet", "regional jet", "regional jets", "narrowbody", "narrow body", "widebody", "wide body", "passenger jet", "airline aircraft"], category: "commercial" },
  { phrases: ["single engine", "single engines", "single", "singles", "sep", "single piston", "piston single", "single engine piston"], category: "single-engine" },
  { phrases: ["multi engine", "multi engines", "multiengine", "twin", "twins", "twin engine", "twin engines", "light twin", "light twins", "piston twin", "twin piston", "mep", "multi engine piston"], category: "multi-engine" },
  // Kinds that span categories: the words that tell them.
  { phrases: ["piston", "pistons", "piston engine", "avgas"], words: ["piston*", "lycoming*", "continental*", "austro*", "rotax*", "franklin*", "avgas*"] },
  { phrases: ["turbine", "turbines", "turbine engine", "turbine powered"], words: ["turbine*", "turboprop*", "turbofan*", "turboshaft*", "pratt", "williams", "rolls", "honeywell", "cfm*", "safran", "ge", "trent*", "pt6*", "pw1*", "pw2*", "pw3*", "pw5*", "arriel*", "arrius*"] },
  // Equipment and condition.
  { phrases: ["glass cockpit", "glass panel", "glass", "efis", "glass avionics", "digital cockpit"], words: GLASS },
  { phrases: ["ifr", "ifr certified", "ifr capable", "ifr equipped", "instrument rated", "waas"], words: IFR_EQUIPMENT },
  { phrases: ["autopilot", "autopilots", "auto pilot", "ap", "digital autopilot"], words: ["autopilot*", "gfc*", "kap140*", "kfc*", "stec*", "helisas*", "autoland*"] },
  { phrases: ["pressurized", "pressurised", "pressurization", "pressurisation", "pressurized cabin", "pressurised cabin"], words: ["pressuri*"] },
  { phrases: ["floats", "float", "floatplane", "float plane", "floatplanes", "seaplane", "seaplanes", "sea plane", "amphibian", "amphibians", "amphibious", "amphib", "on floats"], words: ["float*", "amphib*", "seaplane*"] },
  { phrases: ["taildragger", "taildraggers", "tail dragger", "tailwheel", "tail wheel", "conventional gear"], words: ["taildragger*", "tailwheel*"] },
  { phrases: ["known ice", "known icing", "fiki", "flight into known icing", "de ice", "deice", "deicing", "de icing", "anti ice"], words: ["fiki*", "tks*", "icing*", "deic*"] },
  { phrases: ["parachute", "caps", "brs", "airframe parachute"], words: ["parachute*", "caps", "brs"] },
  { phrases: ["synthetic vision", "svt", "svs"], words: ["synthetic*", "svt", "svs"] },
  { phrases: ["wifi", "wi fi", "internet", "inflight wifi", "connectivity"], words: ["wifi*", "satcom*", "starlink*", "gogo*"] },
  { phrases: ["overhaul", "overhauled", "smoh", "fresh overhaul", "major overhaul"], words: ["smoh*", "overhaul*", "reman*"] },
  { phrases: ["hud", "head up display", "heads up display", "heads up"], words: ["hud", "head*", "heads*"] },
  { phrases: ["retractable", "retract", "complex", "retractable gear"], words: ["retract*"] },
];

/**
 * Makers' letters that buyers put before a model's number ("C182T" is a Cessna 182T,
 * "BE58" a Beechcraft 58): the designation is also searched as the maker and the number.
 */
export const MAKER_LETTERS: Record<string, string> = { c: "cessna", be: "beechcraft" };

/** A designation written with its maker's letters (`c182t`), as the maker and the model (`cessna`, `182t`), or null. */
export function makerAndModel(word: string): { maker: string; model: string } | null {
  const match = /^([a-z]{1,2})([0-9]{2,3}[a-z]*)$/.exec(word);
  const maker = match ? MAKER_LETTERS[match[1]!] : undefined;
  return match && maker ? { maker, model: match[2]! } : null;
}

/** A phrase as it is matched: folded to letters and digits, spaces and hyphens gone. */
export function phraseKey(phrase: string): string {
  return phrase.toLowerCase().replace(/[^a-z0-9]+/g, "");
}

const byKey = new Map<string, SearchSynonym>();
for (const synonym of SEARCH_SYNONYMS) for (const phrase of synonym.phrases) if (!byKey.has(phraseKey(phrase))) byKey.set(phraseKey(phrase), synonym);

/** The most words a phrase of the table has: how far a query is read ahead. */
export const LONGEST_PHRASE = Math.max(...SEARCH_SYNONYMS.flatMap((synonym) => synonym.phrases.map((phrase) => phrase.split(" ").length)));

/** The entry of a phrase (its key, phraseKey), or null. */
export function synonymOf(key: string): SearchSynonym | null {
  return byKey.get(key) ?? null;
}

/** A word of an entry as a tsquery operand: `cj*` the start of a word, `ge` the whole word. */
export function synonymOperand(word: string): string {
  return word.endsWith("*") ? `${word.slice(0, -1)}:*` : word;
}
