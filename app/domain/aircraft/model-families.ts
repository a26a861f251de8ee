/**
 * The model families: the aircraft built under one type design that buyers price against
 * each other (a Citation CJ4 and a CJ4 Gen2; a King Air 350, 350i and 360), each with the
 * names sellers list it under, the model designations the FAA registry writes for it
 * (ACFTREF.txt's MODEL: a CJ4 is a 525C, a King Air 350i a B300) and its type. The value
 * estimate takes its comparables from the family, and from the families of one trade
 * group (`tradesWith`) only where those trade alike; the registry match reads a row's
 * model through the same table. Every model of the sample and generated inventories is
 * here (tests/unit/model-families.test.ts holds it to that).
 */
import type { AircraftType } from "./aircraft-types";

export type ModelFamily = {
  id: string;
  /** As the estimate's panel names it: "Cessna Citation CJ4". */
  name: string;
  type: AircraftType;
  /** The makers' names as sellers and the FAA registry write them (any of them begins the listed maker, or the other way round). */
  makers: readonly string[];
  /** The model names sellers list it under. */
  models: readonly string[];
  /** The FAA registry's model designations (ACFTREF.txt's MODEL). */
  faaModels: readonly string[];
  /** Families of one trade group sell at like prices for like years: comparables for each other when a family has too few. */
  tradesWith?: string;
};

const CESSNA = ["Cessna", "Textron Aviation"];
const BEECH = ["Beechcraft", "Beech", "Hawker Beechcraft", "Raytheon Aircraft", "Textron Aviation"];
const PIPER = ["Piper"];
const CIRRUS = ["Cirrus"];
const DIAMOND = ["Diamond"];
const BOMBARDIER = ["Bombardier", "Learjet", "Canadair"];
const AIRBUS_HELICOPTERS = ["Airbus Helicopters", "Eurocopter", "Aerospatiale", "MBB"];

export const MODEL_FAMILIES: readonly ModelFamily[] = [
  // Piston singles
  { id: "cessna-172", name: "Cessna 172 Skyhawk", type: "piston-single", makers: CESSNA, models: ["172S Skyhawk", "172S Skyhawk SP", "172S", "Skyhawk SP", "172 Skyhawk"], faaModels: ["172S", "172R"], tradesWith: "four-seat-trainers" },
  { id: "cessna-182", name: "Cessna 182 Skylane", type: "piston-single", makers: CESSNA, models: ["182T Skylane", "182T", "Skylane", "182 Skylane"], faaModels: ["182T", "T182T"] },
  { id: "cessna-206", name: "Cessna 206 Stationair", type: "piston-single", makers: CESSNA, models: ["Turbo Stationair HD", "Stationair HD", "Turbo Stationair", "T206H", "206H"], faaModels: ["T206H", "206H"] },
  { id: "cirrus-sr22", name: "Cirrus SR22", type: "piston-single", makers: CIRRUS, models: ["SR22", "SR22 G7", "SR22 G6", "SR22 G5", "SR22 Turbo G3", "SR22 G3"], faaModels: ["SR22"] },
  { id: "cirrus-sr22t", name: "Cirrus SR22T", type: "piston-single", makers: CIRRUS, models: ["SR22T", "SR22T G6", "SR22T G7", "SR22T G5"], faaModels: ["SR22T"] },
  { id: "piper-pa-28-181", name: "Piper PA-28-181 Archer", type: "piston-single", makers: PIPER, models: ["PA-28-181 Archer", "PA-28-181", "Archer", "Archer III", "Archer TX"], faaModels: ["PA-28-181"], tradesWith: "four-seat-trainers" },
  { id: "piper-pa-28-161", name: "Piper PA-28-161 Warrior", type: "piston-single", makers: PIPER, models: ["PA-28-161 Warrior II", "PA-28-161 Warrior", "PA-28-161", "Warrior II", "Warrior III"], faaModels: ["PA-28-161"], tradesWith: "four-seat-trainers" },
  { id: "diamond-da40", name: "Diamond DA40", type: "piston-single", makers: DIAMOND, models: ["DA40 NG", "DA40", "DA40 XLT"], faaModels: ["DA 40 NG", "DA 40", "DA 40 F"] },
  { id: "diamond-da50", name: "Diamond DA50", type: "piston-single", makers: DIAMOND, models: ["DA50 RG", "DA50"], faaModels: ["DA 50", "DA50"] },
  { id: "mooney-m20r", name: "Mooney M20R Ovation", type: "piston-single", makers: ["Mooney"], models: ["M20R Ovation", "M20R", "Ovation", "Ovation Ultra"], faaModels: ["M20R"] },
  { id: "mooney-m20v", name: "Mooney M20V Acclaim", type: "piston-single", makers: ["Mooney"], models: ["M20V Acclaim Ultra", "M20V Acclaim", "M20V", "Acclaim Ultra"], faaModels: ["M20V"] },
  { id: "beech-bonanza-36", name: "Beechcraft Bonanza 36", type: "piston-single", makers: BEECH, models: ["Bonanza G36", "G36 Bonanza", "A36 Bonanza", "Bonanza A36", "G36", "A36"], faaModels: ["G36", "A36"] },
  { id: "piper-pa-46-piston", name: "Piper PA-46 Malibu / M350", type: "piston-single", makers: PIPER, models: ["M350", "PA-46-350P Malibu Mirage", "PA-46-350P", "Malibu Mirage", "Mirage"], faaModels: ["PA-46-350P"] },
  // Piston twins
  { id: "beech-baron-58", name: "Beechcraft Baron 58", type: "piston-twin", makers: BEECH, models: ["Baron G58", "Baron 58", "G58", "58"], faaModels: ["G58", "58"] },
  { id: "diamond-da42", name: "Diamond DA42", type: "piston-twin", makers: DIAMOND, models: ["DA42-VI", "DA42 NG", "DA42", "DA42-VI Twin Star"], faaModels: ["DA 42 NG", "DA 42", "DA 42 M-NG"] },
  { id: "diamond-da62", name: "Diamond DA62", type: "piston-twin", makers: DIAMOND, models: ["DA62"], faaModels: ["DA 62"] },
  { id: "piper-seneca", name: "Piper PA-34 Seneca", type: "piston-twin", makers: PIPER, models: ["PA-34-220T Seneca V", "PA-34-220T Seneca", "Seneca V", "PA-34-220T"], faaModels: ["PA-34-220T"] },
  { id: "piper-seminole", name: "Piper PA-44 Seminole", type: "piston-twin", makers: PIPER, models: ["PA-44-180 Seminole", "PA-44-180", "Seminole"], faaModels: ["PA-44-180"] },
  { id: "piper-navajo", name: "Piper PA-31 Navajo", type: "piston-twin", makers: PIPER, models: ["PA-31-350 Navajo Chieftain", "PA-31-350 Chieftain", "Navajo Chieftain", "PA-31-350"], faaModels: ["PA-31-350"] },
  { id: "cessna-421", name: "Cessna 421 Golden Eagle", type: "piston-twin", makers: CESSNA, models: ["421C Golden Eagle", "421C", "Golden Eagle"], faaModels: ["421C"] },
  { id: "cessna-340", name: "Cessna 340", type: "piston-twin", makers: CESSNA, models: ["340A", "340"], faaModels: ["340A"] },
  { id: "tecnam-p2006t", name: "Tecnam P2006T", type: "piston-twin", makers: ["Tecnam", "Costruzioni Aeronautiche Tecnam"], models: ["P2006T"], faaModels: ["P2006T"] },
  { id: "tecnam-p2012", name: "Tecnam P2012 Traveller", type: "piston-twin", makers: ["Tecnam", "Costruzioni Aeronautiche Tecnam"], models: ["P2012 Traveller", "P2012"], faaModels: ["P2012"] },
  // Turboprops
  { id: "pilatus-pc-12", name: "Pilatus PC-12", type: "turboprop-single", makers: ["Pilatus"], models: ["PC-12 NGX", "PC-12 NG", "PC-12/47E", "PC-12/45", "PC-12/47", "PC-12"], faaModels: ["PC-12/47E", "PC-12/47", "PC-12/45", "PC-12"] },
  { id: "daher-tbm", name: "Daher TBM", type: "turboprop-single", makers: ["Daher", "Socata"], models: ["TBM 960", "TBM 940", "TBM 930", "TBM 910", "TBM 900", "TBM 850", "TBM 700"], faaModels: ["TBM 700", "TBM 700N", "TBM 850", "TBM 900", "TBM 910", "TBM 930", "TBM 940", "TBM 960"] },
  { id: "piper-m600", name: "Piper M600", type: "turboprop-single", makers: PIPER, models: ["M600/SLS", "M600 SLS", "M600", "PA-46-600TP"], faaModels: ["PA-46-600TP"] },
  { id: "cessna-208", name: "Cessna 208 Caravan", type: "turboprop-single", makers: CESSNA, models: ["Grand Caravan EX", "Grand Caravan", "208B Grand Caravan", "208B"], faaModels: ["208B"] },
  { id: "daher-kodiak", name: "Kodiak 100", type: "turboprop-single", makers: ["Daher", "Quest", "Kodiak"], models: ["Kodiak 100", "Kodiak 100 Series III", "Kodiak"], faaModels: ["KODIAK 100"] },
  { id: "beech-king-air-350", name: "Beechcraft King Air 350", type: "turboprop-twin", makers: BEECH, models: ["King Air 350i", "King Air 350", "King Air 350ER", "King Air 360", "King Air 360ER", "B300"], faaModels: ["B300", "B300C"] },
  { id: "beech-king-air-250", name: "Beechcraft King Air 250/260", type: "turboprop-twin", makers: BEECH, models: ["King Air 260", "King Air 250", "King Air B200GT", "King Air B200", "B200GT"], faaModels: ["B200GT", "B200", "B200C"] },
  { id: "beech-king-air-90", name: "Beechcraft King Air 90", type: "turboprop-twin", makers: BEECH, models: ["King Air C90GTx", "King Air C90GTi", "King Air C90GT", "C90GTx"], faaModels: ["C90GTX", "C90GTI", "C90GT"] },
  { id: "piaggio-avanti", name: "Piaggio P.180 Avanti", type: "turboprop-twin", makers: ["Piaggio"], models: ["P.180 Avanti II", "P.180 Avanti EVO", "P.180 Avanti", "Avanti II"], faaModels: ["P-180"] },
  { id: "dhc-6", name: "De Havilland Canada DHC-6 Twin Otter", type: "turboprop-twin", makers: ["De Havilland Canada", "De Havilland", "Viking Air"], models: ["DHC-6 Twin Otter Series 400", "DHC-6 Twin Otter", "Twin Otter Series 400", "DHC-6-400"], faaModels: ["DHC-6-400", "DHC-6-300"] },
  // Jets
  { id: "cessna-citation-cj4", name: "Cessna Citation CJ4", type: "light-jet", makers: CESSNA, models: ["Citation CJ4 Gen2", "Citation CJ4", "CJ4 Gen2", "CJ4"], faaModels: ["525C"] },
  { id: "cessna-citation-cj3", name: "Cessna Citation CJ3", type: "light-jet", makers: CESSNA, models: ["Citation CJ3+", "Citation CJ3 Gen2", "Citation CJ3", "CJ3+", "CJ3"], faaModels: ["525B"] },
  { id: "cessna-citation-m2", name: "Cessna Citation M2", type: "light-jet", makers: CESSNA, models: ["Citation M2 Gen2", "Citation M2", "M2 Gen2", "M2"], faaModels: ["525"] },
  { id: "embraer-phenom-300", name: "Embraer Phenom 300", type: "light-jet", makers: ["Embraer"], models: ["Phenom 300E", "Phenom 300"], faaModels: ["EMB-505"] },
  { id: "honda-hondajet", name: "HondaJet", type: "light-jet", makers: ["HondaJet", "Honda Aircraft", "Honda"], models: ["Elite II", "Elite S", "Elite", "HA-420", "HondaJet Elite II", "HondaJet Elite"], faaModels: ["HA-420"] },
  { id: "pilatus-pc-24", name: "Pilatus PC-24", type: "light-jet", makers: ["Pilatus"], models: ["PC-24"], faaModels: ["PC-24"] },
  { id: "cessna-citation-excel", name: "Cessna Citation Excel/XLS", type: "midsize-jet", makers: CESSNA, models: ["Citation XLS+", "Citation XLS Gen2", "Citation XLS", "Citation Excel", "XLS+"], faaModels: ["560XL"] },
  { id: "cessna-citation-latitude", name: "Cessna Citation Latitude", type: "midsize-jet", makers: CESSNA, models: ["Citation Latitude", "Latitude"], faaModels: ["680A"] },
  { id: "learjet-45", name: "Learjet 45/75", type: "midsize-jet", makers: BOMBARDIER, models: ["Learjet 45XR", "Learjet 45", "Learjet 75", "Learjet 75 Liberty"], faaModels: ["45"] },
  { id: "bombardier-challenger-300", name: "Bombardier Challenger 300/350", type: "midsize-jet", makers: BOMBARDIER, models: ["Challenger 350", "Challenger 300", "Challenger 3500"], faaModels: ["BD-100-1A10"], tradesWith: "super-midsize" },
  { id: "embraer-praetor-600", name: "Embraer Praetor 600 / Legacy 500", type: "midsize-jet", makers: ["Embraer"], models: ["Praetor 600", "Legacy 500"], faaModels: ["EMB-550"], tradesWith: "super-midsize" },
  { id: "dassault-falcon-2000", name: "Dassault Falcon 2000", type: "large-jet", makers: ["Dassault"], models: ["Falcon 2000LXS", "Falcon 2000LX", "Falcon 2000EX", "Falcon 2000S"], faaModels: ["FALCON 2000EX", "FALCON 2000"] },
  { id: "dassault-falcon-7x", name: "Dassault Falcon 7X", type: "large-jet", makers: ["Dassault"], models: ["Falcon 7X"], faaModels: ["FALCON 7X"] },
  { id: "gulfstream-g650", name: "Gulfstream G650/G650ER", type: "large-jet", makers: ["Gulfstream"], models: ["G650ER", "G650"], faaModels: ["GVI"], tradesWith: "ultra-long-range" },
  { id: "gulfstream-g550", name: "Gulfstream G550", type: "large-jet", makers: ["Gulfstream"], models: ["G550"], faaModels: ["GV-SP"] },
  { id: "bombardier-global-6000", name: "Bombardier Global 6000/6500", type: "large-jet", makers: BOMBARDIER, models: ["Global 6500", "Global 6000", "Global Express XRS"], faaModels: ["BD-700-1A10"], tradesWith: "ultra-long-range" },
  { id: "bombardier-global-7500", name: "Bombardier Global 7500", type: "large-jet", makers: BOMBARDIER, models: ["Global 7500", "Global 8000"], faaModels: ["BD-700-2A12"] },
  // Airliners
  { id: "airbus-a320neo", name: "Airbus A320neo", type: "airliner", makers: ["Airbus"], models: ["A320neo", "A320-251N", "A320-271N"], faaModels: ["A320-251N", "A320-271N"], tradesWith: "new-narrowbodies" },
  { id: "airbus-a321neo", name: "Airbus A321neo", type: "airliner", makers: ["Airbus"], models: ["A321neo", "A321-251NX", "A321-271NX"], faaModels: ["A321-251NX", "A321-271NX", "A321-253NX"] },
  { id: "airbus-a220-300", name: "Airbus A220-300", type: "airliner", makers: ["Airbus"], models: ["A220-300", "BD-500-1A11"], faaModels: ["BD-500-1A11"] },
  { id: "airbus-a350-900", name: "Airbus A350-900", type: "airliner", makers: ["Airbus"], models: ["A350-900", "A350-941"], faaModels: ["A350-941"] },
  { id: "boeing-737-800", name: "Boeing 737-800", type: "airliner", makers: ["Boeing"], models: ["737-800", "737-800BCF"], faaModels: ["737-800", "737-8H4", "737-823", "737-824"] },
  { id: "boeing-737-max-8", name: "Boeing 737 MAX 8", type: "airliner", makers: ["Boeing"], models: ["737 MAX 8", "737-8 MAX", "737-8"], faaModels: ["737-8"], tradesWith: "new-narrowbodies" },
  { id: "boeing-787-9", name: "Boeing 787-9 Dreamliner", type: "airliner", makers: ["Boeing"], models: ["787-9 Dreamliner", "787-9"], faaModels: ["787-9"] },
  { id: "atr-72-600", name: "ATR 72-600", type: "airliner", makers: ["ATR", "Avions de Transport Regional"], models: ["72-600", "ATR 72-600", "ATR 72-212A"], faaModels: ["ATR 72-212A"], tradesWith: "regional-turboprops" },
  { id: "dhc-8-400", name: "De Havilland Canada Dash 8-400", type: "airliner", makers: ["De Havilland Canada", "De Havilland", "Bombardier"], models: ["Dash 8-400", "Q400", "DHC-8-402"], faaModels: ["DHC-8-402"], tradesWith: "regional-turboprops" },
  { id: "embraer-e195-e2", name: "Embraer E195-E2", type: "airliner", makers: ["Embraer"], models: ["E195-E2", "ERJ 190-400"], faaModels: ["ERJ 190-400"] },
  // Helicopters
  { id: "robinson-r44", name: "Robinson R44", type: "helicopter", makers: ["Robinson"], models: ["R44 Raven II", "R44 Raven I", "R44 Cadet", "R44 II", "R44"], faaModels: ["R44 II", "R44"] },
  { id: "robinson-r66", name: "Robinson R66", type: "helicopter", makers: ["Robinson"], models: ["R66 Turbine", "R66"], faaModels: ["R66"] },
  { id: "bell-407", name: "Bell 407", type: "helicopter", makers: ["Bell"], models: ["407GXi", "407GXP", "407GX", "407"], faaModels: ["407"], tradesWith: "light-single-turbine-helicopters" },
  { id: "airbus-h125", name: "Airbus H125 / AS350 B3", type: "helicopter", makers: AIRBUS_HELICOPTERS, models: ["H125", "AS350 B3", "AS350B3"], faaModels: ["AS350B3"], tradesWith: "light-single-turbine-helicopters" },
  { id: "airbus-h145", name: "Airbus H145", type: "helicopter", makers: AIRBUS_HELICOPTERS, models: ["H145 D3", "H145", "EC145 T2", "MBB-BK 117 D-3", "MBB-BK 117 D-2"], faaModels: ["MBB-BK 117 D-3", "MBB-BK 117 D-2"] },
  { id: "leonardo-aw139", name: "Leonardo AW139", type: "helicopter", makers: ["Leonardo", "AgustaWestland", "Agusta"], models: ["AW139"], faaModels: ["AW139"] },
  { id: "leonardo-aw109", name: "Leonardo AW109", type: "helicopter", makers: ["Leonardo", "AgustaWestland", "Agusta"], models: ["AW109 GrandNew", "AW109 Trekker", "AW109SP", "A109S"], faaModels: ["A109S", "AW109SP"] },
  { id: "sikorsky-s-76", name: "Sikorsky S-76", type: "helicopter", makers: ["Sikorsky"], models: ["S-76D", "S-76C++"], faaModels: ["S-76D", "S-76C"] },
  { id: "bell-206l", name: "Bell 206L LongRanger", type: "helicopter", makers: ["Bell"], models: ["206L-4 LongRanger IV", "206L-4", "LongRanger IV", "206L-3"], faaModels: ["206L-4", "206L-3"] },
  { id: "bell-505", name: "Bell 505 Jet Ranger X", type: "helicopter", makers: ["Bell"], models: ["505 Jet Ranger X", "505"], faaModels: ["505"] },
];

/** Letters and digits only, in capitals; the comparables query's index reads a model the same way (drizzle migrations 0050 and 0057). */
export function modelKey(text: string): string {
  return text.replace(/[^A-Za-z0-9]/g, "").toUpperCase();
}

function sameMaker(listed: string, family: ModelFamily): boolean {
  const maker = modelKey(listed);
  if (maker.length < 3) return false;
  return family.makers.some((name) => {
    const key = modelKey(name);
    return maker.startsWith(key) || key.startsWith(maker);
  });
}

// The families by each of their names' keys, made at the first look-up: a module that only imports this one's types or constants pays nothing.
let byModelKey: Map<string, ModelFamily[]> | undefined;
function familiesNamed(model: string): ModelFamily[] | undefined {
  if (!byModelKey) {
    byModelKey = new Map();
    for (const family of MODEL_FAMILIES) {
      for (const key of modelKeysOf(family)) byModelKey.set(key, [...(byModelKey.get(key) ?? []), family]);
    }
  }
  return byModelKey.get(modelKey(model));
}

/**
 * The family of a listed aircraft, or null when the table does not know its model: its
 * model (letters and digits) is one of the family's names or FAA designations, and its
 * maker one of the family's.
 */
export function familyOf(aircraft: { manufacturer: string; model: string }): ModelFamily | null {
  const asked = `${aircraft.manufacturer}\u0000${aircraft.model}`;
  const known = found.get(asked);
  if (known !== undefined) return known;
  const family = familiesNamed(aircraft.model)?.find((candidate) => sameMaker(aircraft.manufacturer, candidate)) ?? null;
  if (found.size >= MAX_REMEMBERED) found.clear();
  found.set(asked, family);
  return family;
}

// The estimate asks for the family of every comparable of every listing valued: each maker and model is worked out once.
const MAX_REMEMBERED = 10_000;
const found = new Map<string, ModelFamily | null>();

/** The family of an FAA registry row, from its MFR and MODEL as ACFTREF.txt writes them (a model code, or now and then a name). */
export function familyOfRegistryModel(make: string, model: string): ModelFamily | null {
  return familiesNamed(model)?.find((family) => sameMaker(make, family)) ?? null;
}

/** The families that trade alike with this one (its trade group), itself excluded. */
export function tradesAlikeWith(family: ModelFamily): ModelFamily[] {
  return family.tradesWith ? MODEL_FAMILIES.filter((other) => other.id !== family.id && other.tradesWith === family.tradesWith) : [];
}

/** The model keys the comparables query looks for: the family's names and designations. */
export function modelKeysOf(family: ModelFamily): string[] {
  return [...new Set([...family.models, ...family.faaModels].map(modelKey))];
}
