import type { Listing, SellerContact } from "~/domain/listings/listing";

export type ListingSeed = Omit<Listing, "createdAt" | "updatedAt" | "views" | "image" | "aviation"> & {
  /** A generated inventory's own total; the sample inventory's come from its dated view records (see sample-views.ts). */
  views?: number;
  daysSinceListed: number;
};

const SKYLINE: SellerContact = {
  name: "Marcus Hartley",
  phone: "+1 (602) 555-0148",
  email: "m.hartley@skylinejets.example",
  company: "Skyline Jet Sales",
};
const MERIDIAN: SellerContact = {
  name: "Eleanor Whitcombe",
  phone: "+44 20 7946 0321",
  email: "e.whitcombe@meridianaviation.example",
  company: "Meridian Aviation Partners",
};
const ALPINE: SellerContact = {
  name: "Luca Brunner",
  phone: "+41 22 555 01 87",
  email: "l.brunner@alpineaircraft.example",
  company: "Alpine Aircraft Brokers",
};
const GULF_HORIZON: SellerContact = {
  name: "Omar Haddad",
  phone: "+971 4 555 0193",
  email: "o.haddad@gulfhorizon.example",
  company: "Gulf Horizon Aviation",
};
const PACIFIC_RIM: SellerContact = {
  name: "Chloe Nguyen",
  phone: "+61 2 5550 4412",
  email: "c.nguyen@pacificrimaircraft.example",
  company: "Pacific Rim Aircraft Sales",
};
const LAKESHORE: SellerContact = {
  name: "Daniel Okafor",
  phone: "+1 (416) 555-0172",
  email: "d.okafor@lakeshoreaircraft.example",
  company: "Lakeshore Aircraft Sales",
};
const VERTICAL_EDGE: SellerContact = {
  name: "Ryan Castillo",
  phone: "+1 (713) 555-0119",
  email: "r.castillo@verticaledge.example",
  company: "Vertical Edge Helicopters",
};
const HEARTLAND: SellerContact = {
  name: "Sarah Lindqvist",
  phone: "+1 (316) 555-0134",
  email: "s.lindqvist@heartlandpiston.example",
  company: "Heartland Piston Aircraft",
};
const AEROLATINA: SellerContact = {
  name: "Rafael Monteiro",
  phone: "+55 11 5555-0142",
  email: "r.monteiro@aerolatina.example",
  company: "AeroLatina Brokers",
};
const ATLAS: SellerContact = {
  name: "Niamh Gallagher",
  phone: "+353 1 555 0166",
  email: "n.gallagher@atlasairliner.example",
  company: "Atlas Airliner Trading",
};

/**
 * The marketplace's hand-written catalogue. Ids 1-9 are the spec's detail-page aircraft;
 * ids 1, 10 and 11 are the home page's featured business jet, airliner and piston single.
 * `seats` counts passenger seats, not flight crew; for airliners `usefulLoadLbs` is max payload.
 */
export const SEED_LISTINGS: ListingSeed[] = [
  {
    id: 1, name: "2023 Cessna Citation CJ4 Gen2", manufacturer: "Cessna", model: "Citation CJ4 Gen2",
    year: 2023, category: "business-jet", price: 10_950_000, location: "Scottsdale, AZ",
    totalTimeHours: 310, seats: 9, usefulLoadLbs: 6_410, registration: "N414CJ", serialNumber: "525C-0412",
    description:
      "One-owner CJ4 Gen2 delivered new in 2023 and flown exclusively by a corporate flight department. Enrolled on ProParts and Williams TAP Blue, with all inspections complied with at Textron Aviation Service Centers. No damage history, hangared since new, and the cabin still presents as factory fresh.",
    features: ["Garmin G3000 avionics", "Enrolled on ProParts", "Williams TAP Blue", "Gogo Avance L3 WiFi", "Synthetic vision", "Belted lavatory", "Autothrottle"],
    specifications: { maxSpeedKts: 451, cruiseSpeedKts: 415, rangeNm: 2_165, ceilingFt: 45_000, fuelCapacityGal: 870, baggageCuFt: 77 },
    availableInMonths: 0, status: "active", isFeatured: true, daysSinceListed: 6, contact: SKYLINE,
  },
  {
    id: 2, name: "2022 Pilatus PC-12 NGX", manufacturer: "Pilatus", model: "PC-12 NGX",
    year: 2022, category: "turboprop", price: 5_850_000, location: "Geneva, Switzerland",
    totalTimeHours: 480, seats: 8, usefulLoadLbs: 3_940, registration: "HB-FXN", serialNumber: "2154",
    description:
      "Executive six-seat configuration with the BMW Designworks interior and a club seating arrangement. Covered by Pilatus CrewCare and PT6E-67XP engine ESP Gold through 2027. Maintained by the Pilatus factory service centre in Stans; no damage history and complete logs.",
    features: ["Honeywell Advanced Cockpit Environment", "Autothrottle", "Emergency descent mode", "PT6E-67XP on ESP Gold", "Executive interior", "Cargo door", "Low propeller speed mode"],
    specifications: { maxSpeedKts: 290, cruiseSpeedKts: 268, rangeNm: 1_803, ceilingFt: 30_000, fuelCapacityGal: 402, baggageCuFt: 40 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 14, contact: ALPINE,
  },
  {
    id: 3, name: "2020 Cirrus SR22T G6", manufacturer: "Cirrus", model: "SR22T G6",
    year: 2020, category: "single-engine", price: 925_000, location: "Denver, CO",
    totalTimeHours: 420, seats: 4, usefulLoadLbs: 1_240, registration: "N622TG", serialNumber: "1846",
    description:
      "GTS package SR22T with Perspective+ avionics and factory air conditioning. Annual completed last month at a Cirrus Platinum Service Center, with the CAPS parachute repack not due until 2030. Never damaged, always hangared, and flown by a single owner-pilot on business trips across the Rockies.",
    features: ["Cirrus Perspective+ by Garmin", "Fresh annual", "Built-in oxygen", "Air conditioning", "Enhanced vision", "CAPS parachute", "Ice protection (FIKI)"],
    specifications: { maxSpeedKts: 213, cruiseSpeedKts: 200, rangeNm: 1_021, ceilingFt: 25_000, fuelCapacityGal: 92, baggageCuFt: 32 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 22, contact: SKYLINE,
  },
  {
    id: 4, name: "2019 Beechcraft King Air 350i", manufacturer: "Beechcraft", model: "King Air 350i",
    year: 2019, category: "turboprop", price: 6_750_000, location: "Houston, TX",
    totalTimeHours: 1_340, seats: 9, usefulLoadLbs: 5_060, registration: "N350KA", serialNumber: "FL-1175",
    description:
      "Late-production 350i with the Collins Pro Line Fusion upgrade and Blackhawk-approved winglets. Engines enrolled on Pratt & Whitney ESP Platinum; airframe on Textron ProParts. Eight-place double club cabin in light grey leather with a belted private lavatory.",
    features: ["Collins Pro Line Fusion", "ESP Platinum", "Enrolled on ProParts", "WiFi", "Cargo door", "Belted lavatory", "Synthetic vision"],
    specifications: { maxSpeedKts: 312, cruiseSpeedKts: 290, rangeNm: 1_806, ceilingFt: 35_000, fuelCapacityGal: 539, baggageCuFt: 71 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 37, contact: VERTICAL_EDGE,
  },
  {
    id: 5, name: "2018 Gulfstream G650ER", manufacturer: "Gulfstream", model: "G650ER",
    year: 2018, category: "business-jet", price: 42_500_000, location: "Geneva, Switzerland",
    totalTimeHours: 2_140, seats: 16, usefulLoadLbs: 49_100, registration: "HB-JGE", serialNumber: "6312",
    description:
      "Four-living-area G650ER with a forward galley, crew rest and an aft stateroom with a shower. Rolls-Royce CorporateCare Enhanced and Gulfstream PlaneParts in place; the 72-month inspection was completed at Gulfstream Luton in 2024. Ka-band connectivity and a fresh exterior paint complete an exceptional example.",
    features: ["PlaneView II avionics", "Rolls-Royce CorporateCare Enhanced", "72-month inspection complete", "Ka-band WiFi", "Enhanced vision system", "Aft stateroom with shower", "Crew rest"],
    specifications: { maxSpeedKts: 530, cruiseSpeedKts: 488, rangeNm: 7_500, ceilingFt: 51_000, fuelCapacityGal: 7_194, baggageCuFt: 195 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 45, contact: ALPINE,
  },
  {
    id: 6, name: "2023 Daher TBM 960", manufacturer: "Daher", model: "TBM 960",
    year: 2023, category: "turboprop", price: 4_950_000, location: "Farnborough, UK",
    totalTimeHours: 210, seats: 5, usefulLoadLbs: 2_720, registration: "G-TBMX", serialNumber: "1487",
    description:
      "Nearly new TBM 960 with the PT6E-66XT and the Prestige cabin with heated seats and the built-in lavatory option. Under full Daher warranty and TBM Care. Flown by a single private owner from Farnborough, hangared at all times and with zero damage history.",
    features: ["Garmin G3000 avionics", "e-Throttle autothrottle", "HomeSafe emergency autoland", "TBM Care", "Prestige cabin", "Starlink-ready", "Built-in oxygen"],
    specifications: { maxSpeedKts: 330, cruiseSpeedKts: 308, rangeNm: 1_730, ceilingFt: 31_000, fuelCapacityGal: 292, baggageCuFt: 34 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 9, contact: MERIDIAN,
  },
  {
    id: 7, name: "2015 Cessna 182T Skylane", manufacturer: "Cessna", model: "182T Skylane",
    year: 2015, category: "single-engine", price: 465_000, location: "Wichita, KS",
    totalTimeHours: 1_280, seats: 3, usefulLoadLbs: 1_100, registration: "N182SK", serialNumber: "18282387",
    description:
      "Well-equipped Skylane with G1000 NXi retrofit, GFC 700 autopilot and ADS-B In/Out. Fresh annual with no squawks, engine at 1,280 hours since new on a 2,000-hour TBO. Leather interior is excellent and the original paint is an honest 8 out of 10.",
    features: ["Garmin G1000 NXi", "GFC 700 autopilot", "Fresh annual", "ADS-B In/Out", "Leather interior", "Long-range tanks"],
    specifications: { maxSpeedKts: 145, cruiseSpeedKts: 138, rangeNm: 930, ceilingFt: 18_100, fuelCapacityGal: 92, baggageCuFt: 32 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 58, contact: HEARTLAND,
  },
  {
    id: 8, name: "2022 Embraer Phenom 300E", manufacturer: "Embraer", model: "Phenom 300E",
    year: 2022, category: "business-jet", price: 10_200_000, location: "Teterboro, NJ",
    totalTimeHours: 640, seats: 9, usefulLoadLbs: 6_500, registration: "N306PE", serialNumber: "50500612",
    description:
      "Phenom 300E with the Prodigy Touch flight deck, Emergency Brake Assistance and the Bossa Nova interior. Enrolled on Embraer Executive Care Enhanced and Pratt & Whitney ESP Platinum. Operated under Part 91 only by a New York family office.",
    features: ["Prodigy Touch (Garmin G3000)", "Embraer Executive Care", "ESP Platinum", "Gogo AVANCE L5 WiFi", "Synthetic vision", "Runway overrun awareness", "Belted lavatory"],
    specifications: { maxSpeedKts: 464, cruiseSpeedKts: 410, rangeNm: 2_010, ceilingFt: 45_000, fuelCapacityGal: 779, baggageCuFt: 84 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 18, contact: SKYLINE,
  },
  {
    id: 9, name: "2021 Piper M600/SLS", manufacturer: "Piper", model: "M600/SLS",
    year: 2021, category: "turboprop", price: 3_150_000, location: "Vero Beach, FL",
    totalTimeHours: 360, seats: 5, usefulLoadLbs: 2_350, registration: "N621SL", serialNumber: "4698112",
    description:
      "M600/SLS with Garmin Autoland and the G3000 flight deck, flown by an owner-pilot with a professional mentor. PT6A-42A with 360 hours since new and still under Pratt & Whitney warranty. Always hangared in Vero Beach; no damage history and Piper Service Center maintained.",
    features: ["Garmin G3000 avionics", "Garmin Autoland", "Fresh annual", "Known icing (FIKI)", "Air conditioning", "Synthetic vision"],
    specifications: { maxSpeedKts: 274, cruiseSpeedKts: 260, rangeNm: 1_484, ceilingFt: 30_000, fuelCapacityGal: 260, baggageCuFt: 20 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 31, contact: HEARTLAND,
  },
  {
    id: 10, name: "2019 Airbus A320neo", manufacturer: "Airbus", model: "A320neo",
    year: 2019, category: "commercial", price: 48_500_000, location: "Dublin, Ireland",
    totalTimeHours: 14_200, seats: 180, usefulLoadLbs: 44_000, registration: "EI-FNX", serialNumber: "MSN 8912",
    description:
      "CFM LEAP-1A26 powered A320neo in a 180-seat single-class layout with Sharklets. Offered with its current lease attached through 2031 to a European carrier, or for sale-and-leaseback. Full back-to-birth records, first C-check completed in 2024 and no major repairs.",
    features: ["CFM LEAP-1A26 engines", "Sharklets", "First C-check complete", "Lease attached", "Back-to-birth records", "Cabin WiFi"],
    specifications: { maxSpeedKts: 470, cruiseSpeedKts: 447, rangeNm: 3_400, ceilingFt: 39_800, fuelCapacityGal: 6_303, baggageCuFt: 1_320 },
    availableInMonths: 0, status: "active", isFeatured: true, daysSinceListed: 3, contact: ATLAS,
  },
  {
    id: 11, name: "2024 Cirrus SR22 G7", manufacturer: "Cirrus", model: "SR22 G7",
    year: 2024, category: "single-engine", price: 899_000, location: "Scottsdale, AZ",
    totalTimeHours: 95, seats: 4, usefulLoadLbs: 1_330, registration: "N724SR", serialNumber: "6214",
    description:
      "Practically new SR22 G7 GTS in Arctic White with the Black Stallion interior. Perspective Touch+ flight deck with the new touchscreen controllers and Safe Return emergency autoland. Remaining factory warranty transfers to the new owner.",
    features: ["Cirrus Perspective Touch+", "Safe Return autoland", "CAPS parachute", "Air conditioning", "Factory warranty", "Enhanced vision"],
    specifications: { maxSpeedKts: 183, cruiseSpeedKts: 170, rangeNm: 1_049, ceilingFt: 17_500, fuelCapacityGal: 92, baggageCuFt: 32 },
    availableInMonths: 0, status: "active", isFeatured: true, daysSinceListed: 1, contact: SKYLINE,
  },
  {
    id: 12, name: "2017 Bombardier Global 6000", manufacturer: "Bombardier", model: "Global 6000",
    year: 2017, category: "business-jet", price: 21_900_000, location: "Dubai, UAE",
    totalTimeHours: 3_280, seats: 13, usefulLoadLbs: 47_270, registration: "A6-GLX", serialNumber: "9745",
    description:
      "Three-zone Global 6000 with a forward crew rest and a full aft stateroom. Rolls-Royce CorporateCare and Smart Parts Plus cover engines and components. The 120-month inspection is not due until 2027, and Ka-band connectivity was added in 2022.",
    features: ["Bombardier Vision flight deck", "Rolls-Royce CorporateCare", "Smart Parts Plus", "Ka-band WiFi", "Head-up display", "Aft stateroom", "Crew rest"],
    specifications: { maxSpeedKts: 513, cruiseSpeedKts: 488, rangeNm: 6_000, ceilingFt: 51_000, fuelCapacityGal: 6_616, baggageCuFt: 195 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 66, contact: GULF_HORIZON,
  },
  {
    id: 13, name: "2016 Dassault Falcon 7X", manufacturer: "Dassault", model: "Falcon 7X",
    year: 2016, category: "business-jet", price: 18_750_000, location: "Paris Le Bourget, France",
    totalTimeHours: 2_960, seats: 14, usefulLoadLbs: 33_400, registration: "F-HFSX", serialNumber: "254",
    description:
      "Falcon 7X with EASy III avionics, FalconEye combined vision and a three-lounge interior refreshed by Dassault in 2023. Engines on Pratt & Whitney ESP Gold and airframe on FalconCare. The 2C inspection was completed at Dassault Le Bourget with no findings of note.",
    features: ["EASy III avionics", "FalconEye combined vision", "ESP Gold", "FalconCare", "Ka-band WiFi", "Forward crew rest", "Steep approach certified"],
    specifications: { maxSpeedKts: 516, cruiseSpeedKts: 459, rangeNm: 5_950, ceilingFt: 51_000, fuelCapacityGal: 4_767, baggageCuFt: 140 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 81, contact: MERIDIAN,
  },
  {
    id: 14, name: "2020 HondaJet Elite", manufacturer: "HondaJet", model: "Elite",
    year: 2020, category: "business-jet", price: 5_100_000, location: "Naples, FL",
    totalTimeHours: 580, seats: 5, usefulLoadLbs: 3_530, registration: "N420HJ", serialNumber: "42000145",
    description:
      "HondaJet Elite with the Garmin G3000 upgrade package and the Ice White with Monarch Gold livery. GE Honda engines enrolled on EMSP and the airframe on HondaJet Complete. Owner-flown and hangared in Naples; no damage history.",
    features: ["Garmin G3000 avionics", "HondaJet Complete", "Engines on EMSP", "Belted lavatory", "Noise-reducing inlets", "ADS-B In/Out"],
    specifications: { maxSpeedKts: 422, cruiseSpeedKts: 380, rangeNm: 1_437, ceilingFt: 43_000, fuelCapacityGal: 423, baggageCuFt: 66 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 27, contact: SKYLINE,
  },
  {
    id: 15, name: "2019 Bombardier Challenger 350", manufacturer: "Bombardier", model: "Challenger 350",
    year: 2019, category: "business-jet", price: 15_900_000, location: "Van Nuys, CA",
    totalTimeHours: 1_850, seats: 10, usefulLoadLbs: 15_800, registration: "N350CX", serialNumber: "20789",
    description:
      "Challenger 350 in a ten-passenger double club layout with the forward galley and an aft lavatory. Honeywell engines on MSP Gold, airframe on Smart Parts Plus, and the 96-month inspection done at Bombardier Tucson. Fresh exterior paint in 2024 and a clean Part 91 history.",
    features: ["Collins Pro Line 21 Advanced", "Honeywell MSP Gold", "Smart Parts Plus", "Gogo AVANCE L5 WiFi", "Synthetic vision", "Head-up display"],
    specifications: { maxSpeedKts: 470, cruiseSpeedKts: 448, rangeNm: 3_200, ceilingFt: 45_000, fuelCapacityGal: 2_112, baggageCuFt: 106 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 49, contact: SKYLINE,
  },
  {
    id: 16, name: "2014 Gulfstream G550", manufacturer: "Gulfstream", model: "G550",
    year: 2014, category: "business-jet", price: 14_900_000, location: "Hong Kong",
    totalTimeHours: 4_650, seats: 16, usefulLoadLbs: 42_700, registration: "B-LSG", serialNumber: "5487",
    description:
      "Late-serial G550 with the PlaneView cockpit, EVS II and a forward crew rest. Rolls-Royce CorporateCare and the 96-month inspection completed in 2022 at Gulfstream Singapore. Sixteen-seat interior with a new carpet and soft goods in 2023.",
    features: ["PlaneView avionics", "Enhanced vision system II", "Rolls-Royce CorporateCare", "Ka-band WiFi", "Forward crew rest", "Head-up display"],
    specifications: { maxSpeedKts: 510, cruiseSpeedKts: 459, rangeNm: 6_750, ceilingFt: 51_000, fuelCapacityGal: 6_164, baggageCuFt: 226 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 104, contact: PACIFIC_RIM,
  },
  {
    id: 17, name: "2012 Cessna Citation XLS+", manufacturer: "Cessna", model: "Citation XLS+",
    year: 2012, category: "business-jet", price: 6_950_000, location: "Dallas, TX",
    totalTimeHours: 5_120, seats: 9, usefulLoadLbs: 7_100, registration: "N612XL", serialNumber: "560-6112",
    description:
      "Citation XLS+ with FADEC PW545C engines enrolled on ESP Gold and the airframe on ProParts. Collins Pro Line 21 with the FMS-3000 upgrade, ADS-B Out and FANS-ready. Phase 1-5 inspections complied with in 2024 at Textron Dallas Love Field.",
    features: ["Collins Pro Line 21", "ESP Gold", "Enrolled on ProParts", "ADS-B Out", "WiFi", "Belted lavatory"],
    specifications: { maxSpeedKts: 441, cruiseSpeedKts: 405, rangeNm: 2_100, ceilingFt: 45_000, fuelCapacityGal: 1_006, baggageCuFt: 90 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 133, contact: SKYLINE,
  },
  {
    id: 18, name: "2021 Embraer Praetor 600", manufacturer: "Embraer", model: "Praetor 600",
    year: 2021, category: "business-jet", price: 19_900_000, location: "São Paulo, Brazil",
    totalTimeHours: 890, seats: 10, usefulLoadLbs: 16_850, registration: "PR-PTR", serialNumber: "55010045",
    description:
      "Super-midsize Praetor 600 with full fly-by-wire and turbulence reduction. Currently at the Embraer Sorocaba service centre for a cabin soft-goods refresh, with delivery expected in four months. Enrolled on Embraer Executive Care and Honeywell MSP.",
    features: ["Collins Pro Line Fusion", "Fly-by-wire", "Turbulence reduction", "Ka-band WiFi", "Embraer Executive Care", "Honeywell MSP", "Head-up display"],
    specifications: { maxSpeedKts: 466, cruiseSpeedKts: 430, rangeNm: 4_018, ceilingFt: 45_000, fuelCapacityGal: 2_388, baggageCuFt: 155 },
    availableInMonths: 4, status: "active", isFeatured: false, daysSinceListed: 72, contact: AEROLATINA,
  },
  {
    id: 19, name: "2010 Dassault Falcon 2000LX", manufacturer: "Dassault", model: "Falcon 2000LX",
    year: 2010, category: "business-jet", price: 8_400_000, location: "Farnborough, UK",
    totalTimeHours: 6_200, seats: 10, usefulLoadLbs: 18_800, registration: "G-FLXA", serialNumber: "198",
    description:
      "Falcon 2000LX with EASy II, blended winglets and the 2C inspection completed in 2023. Pratt & Whitney PW308C engines on ESP Gold. Ten-seat interior in cream leather with a forward galley and aft lavatory; under contract with an international buyer.",
    features: ["EASy II avionics", "ESP Gold", "Blended winglets", "2C inspection complete", "Satcom", "Aft lavatory"],
    specifications: { maxSpeedKts: 482, cruiseSpeedKts: 459, rangeNm: 4_000, ceilingFt: 47_000, fuelCapacityGal: 2_487, baggageCuFt: 134 },
    availableInMonths: 0, status: "pending", isFeatured: false, daysSinceListed: 142, contact: MERIDIAN,
  },
  {
    id: 20, name: "2021 Bombardier Global 7500", manufacturer: "Bombardier", model: "Global 7500",
    year: 2021, category: "business-jet", price: 64_750_000, location: "Teterboro, NJ",
    totalTimeHours: 1_120, seats: 17, usefulLoadLbs: 54_850, registration: "N750GX", serialNumber: "70112",
    description:
      "Four-zone Global 7500 with the Nuage seating, a dedicated crew suite and the master suite with a standing shower. Currently completing its 24-month inspection at Bombardier Hartford, with delivery two months out. The airframe is on Bombardier Smart Services and the GE Passport engines on GE OnPoint.",
    features: ["Bombardier Vision flight deck", "GE OnPoint", "Smart Services", "Ka-band WiFi", "Combined vision", "Master suite with shower", "Crew suite"],
    specifications: { maxSpeedKts: 516, cruiseSpeedKts: 488, rangeNm: 7_700, ceilingFt: 51_000, fuelCapacityGal: 8_507, baggageCuFt: 195 },
    availableInMonths: 2, status: "active", isFeatured: false, daysSinceListed: 40, contact: SKYLINE,
  },
  {
    id: 21, name: "2006 Bombardier Learjet 45XR", manufacturer: "Bombardier", model: "Learjet 45XR",
    year: 2006, category: "business-jet", price: 2_350_000, location: "Denver, CO",
    totalTimeHours: 7_850, seats: 8, usefulLoadLbs: 7_400, registration: "N45LX", serialNumber: "45-312",
    description:
      "Learjet 45XR with Honeywell TFE731-20BR engines on MSP and the Primus 1000 suite upgraded with WAAS/LPV. Twelve-year inspection completed in 2022. Eight-seat double club interior with a belted lavatory.",
    features: ["Honeywell Primus 1000", "Honeywell MSP", "WAAS/LPV", "ADS-B Out", "Belted lavatory", "Twelve-year inspection complete"],
    specifications: { maxSpeedKts: 464, cruiseSpeedKts: 430, rangeNm: 1_950, ceilingFt: 51_000, fuelCapacityGal: 905, baggageCuFt: 65 },
    availableInMonths: 0, status: "sold", isFeatured: false, daysSinceListed: 221, contact: SKYLINE,
  },
  {
    id: 22, name: "2019 Cessna Citation Latitude", manufacturer: "Cessna", model: "Citation Latitude",
    year: 2019, category: "business-jet", price: 13_900_000, location: "Toronto, Canada",
    totalTimeHours: 1_480, seats: 9, usefulLoadLbs: 12_144, registration: "C-GLTD", serialNumber: "680A-0245",
    description:
      "Citation Latitude with a flat-floor, six-foot stand-up cabin and nine seats in two club groups. Engines on ESP Platinum and the airframe on ProParts; Garmin G5000 with the latest software load. Canadian-registered, Transport Canada and FAA compliant, never damaged.",
    features: ["Garmin G5000 avionics", "ESP Platinum", "Enrolled on ProParts", "Gogo AVANCE L5 WiFi", "Synthetic vision", "Flat-floor cabin"],
    specifications: { maxSpeedKts: 446, cruiseSpeedKts: 410, rangeNm: 2_700, ceilingFt: 45_000, fuelCapacityGal: 1_701, baggageCuFt: 127 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 63, contact: LAKESHORE,
  },
  {
    id: 23, name: "2020 Pilatus PC-24", manufacturer: "Pilatus", model: "PC-24",
    year: 2020, category: "business-jet", price: 9_800_000, location: "Geneva, Switzerland",
    totalTimeHours: 920, seats: 8, usefulLoadLbs: 6_800, registration: "HB-VSV", serialNumber: "172",
    description:
      "PC-24 in an eight-seat executive configuration with the large cargo door and unpaved-runway capability. Williams FJ44-4A engines on TAP Blue; Pilatus CrewCare in place. Serviced exclusively by Pilatus Stans and Geneva Aviation; no damage history.",
    features: ["Honeywell Advanced Cockpit Environment", "Williams TAP Blue", "Pilatus CrewCare", "Cargo door", "Rough-field capable", "Synthetic vision"],
    specifications: { maxSpeedKts: 440, cruiseSpeedKts: 400, rangeNm: 2_000, ceilingFt: 45_000, fuelCapacityGal: 896, baggageCuFt: 90 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 54, contact: ALPINE,
  },
  {
    id: 24, name: "2016 Boeing 737-800", manufacturer: "Boeing", model: "737-800",
    year: 2016, category: "commercial", price: 31_500_000, location: "Singapore",
    totalTimeHours: 24_800, seats: 189, usefulLoadLbs: 45_500, registration: "9V-MGK", serialNumber: "MSN 41234",
    description:
      "One of the last-built 737-800s with CFM56-7B27E engines and Boeing Sky Interior in a 189-seat high-density layout. Both engines have fresh shop visits, and the aircraft comes off lease with full return conditions met. A letter of intent has been signed with an Asian lessor.",
    features: ["CFM56-7B27E engines", "Boeing Sky Interior", "Split scimitar winglets", "Engines fresh from shop visit", "Back-to-birth records", "ETOPS 180"],
    specifications: { maxSpeedKts: 473, cruiseSpeedKts: 453, rangeNm: 2_935, ceilingFt: 41_000, fuelCapacityGal: 6_875, baggageCuFt: 1_555 },
    availableInMonths: 0, status: "pending", isFeatured: false, daysSinceListed: 97, contact: PACIFIC_RIM,
  },
  {
    id: 25, name: "2021 ATR 72-600", manufacturer: "ATR", model: "72-600",
    year: 2021, category: "commercial", price: 21_900_000, location: "Toulouse, France",
    totalTimeHours: 6_800, seats: 70, usefulLoadLbs: 16_300, registration: "F-HATR", serialNumber: "MSN 1645",
    description:
      "ATR 72-600 with PW127M engines and the ClearVision enhanced vision option, in a 70-seat Armonia cabin. Returning from its first lease in two months, with the redelivery check to be performed by ATR in Toulouse. All ADs complied with and full records in English.",
    features: ["PW127M engines", "ClearVision EVS", "Armonia cabin", "Redelivery check included", "Back-to-birth records", "RNP approach capable"],
    specifications: { maxSpeedKts: 275, cruiseSpeedKts: 255, rangeNm: 825, ceilingFt: 25_000, fuelCapacityGal: 1_645, baggageCuFt: 371 },
    availableInMonths: 2, status: "active", isFeatured: false, daysSinceListed: 118, contact: ATLAS,
  },
  {
    id: 26, name: "2019 De Havilland Canada Dash 8-400", manufacturer: "De Havilland Canada", model: "Dash 8-400",
    year: 2019, category: "commercial", price: 20_400_000, location: "Toronto, Canada",
    totalTimeHours: 9_400, seats: 78, usefulLoadLbs: 18_700, registration: "C-GKQD", serialNumber: "MSN 4589",
    description:
      "Dash 8-400 with the extra-capacity 78-seat ATMOSPHÈRE cabin and PW150A engines on a fleet management programme. Operated by a North American regional airline with impeccable maintenance records. Offered with or without its engine support agreement.",
    features: ["PW150A engines", "ATMOSPHÈRE cabin", "Engine support agreement", "Heads-up guidance system", "Back-to-birth records", "Winterised"],
    specifications: { maxSpeedKts: 360, cruiseSpeedKts: 300, rangeNm: 1_100, ceilingFt: 27_000, fuelCapacityGal: 1_724, baggageCuFt: 300 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 156, contact: LAKESHORE,
  },
  {
    id: 27, name: "2022 Airbus A220-300", manufacturer: "Airbus", model: "A220-300",
    year: 2022, category: "commercial", price: 41_800_000, location: "Dublin, Ireland",
    totalTimeHours: 5_900, seats: 140, usefulLoadLbs: 41_500, registration: "EI-HSA", serialNumber: "MSN 55123",
    description:
      "Young A220-300 with PW1500G geared turbofans, the enhanced-payload weight variant and a two-class 140-seat cabin. All current Pratt & Whitney service bulletins incorporated and engines covered by an EngineWise agreement. Available for outright purchase or with a new six-year lease.",
    features: ["PW1500G geared turbofans", "Enhanced MTOW variant", "EngineWise support", "Two-class cabin", "Cabin WiFi", "Back-to-birth records"],
    specifications: { maxSpeedKts: 470, cruiseSpeedKts: 447, rangeNm: 3_450, ceilingFt: 41_000, fuelCapacityGal: 5_684, baggageCuFt: 1_017 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 86, contact: ATLAS,
  },
  {
    id: 28, name: "2020 Embraer E195-E2", manufacturer: "Embraer", model: "E195-E2",
    year: 2020, category: "commercial", price: 39_500_000, location: "São Paulo, Brazil",
    totalTimeHours: 7_400, seats: 132, usefulLoadLbs: 35_600, registration: "PR-EZB", serialNumber: "MSN 19020025",
    description:
      "E195-E2 in a 132-seat single-class configuration with the PW1900G engines and fourth-generation fly-by-wire. The aircraft is finishing a lease with a South American operator and will be delivered after its return check. Maintained under Embraer Pool Program with no repairs outside the SRM.",
    features: ["PW1900G geared turbofans", "Fly-by-wire", "Embraer Pool Program", "Single-class cabin", "Back-to-birth records", "Lease return check included"],
    specifications: { maxSpeedKts: 470, cruiseSpeedKts: 450, rangeNm: 2_600, ceilingFt: 41_000, fuelCapacityGal: 4_505, baggageCuFt: 1_130 },
    availableInMonths: 4, status: "active", isFeatured: false, daysSinceListed: 111, contact: AEROLATINA,
  },
  {
    id: 29, name: "2025 Boeing 737 MAX 8", manufacturer: "Boeing", model: "737 MAX 8",
    year: 2025, category: "commercial", price: 58_900_000, location: "Seattle, WA",
    totalTimeHours: 0, seats: 178, usefulLoadLbs: 46_000, registration: "N1785B", serialNumber: "MSN 67124",
    description:
      "Factory-new 737 MAX 8 delivery slot with CFM LEAP-1B engines, offered by a lessor rebalancing its order book. Delivery from Renton is scheduled in fourteen months, with buyer-furnished equipment selections still open. Full Boeing warranty and purchase-agreement rights transfer to the buyer.",
    features: ["CFM LEAP-1B engines", "Boeing Sky Interior", "Delivery slot", "Full factory warranty", "BFE selections open", "Advanced Technology winglets"],
    specifications: { maxSpeedKts: 473, cruiseSpeedKts: 453, rangeNm: 3_550, ceilingFt: 41_000, fuelCapacityGal: 6_853, baggageCuFt: 1_540 },
    availableInMonths: 14, status: "active", isFeatured: false, daysSinceListed: 12, contact: ATLAS,
  },
  {
    id: 30, name: "2019 Airbus A350-900", manufacturer: "Airbus", model: "A350-900",
    year: 2019, category: "commercial", price: 108_000_000, location: "Singapore",
    totalTimeHours: 21_800, seats: 315, usefulLoadLbs: 117_500, registration: "9V-AXQ", serialNumber: "MSN 0284",
    description:
      "Long-haul A350-900 with Trent XWB-84 engines in a three-class 315-seat layout with lie-flat business seats. On lease to a major Asian flag carrier until its scheduled return in eight months. First 6-year check completed in 2025 and both engines covered by TotalCare.",
    features: ["Rolls-Royce Trent XWB-84", "Rolls-Royce TotalCare", "Three-class cabin", "Lie-flat business class", "6-year check complete", "Cabin WiFi"],
    specifications: { maxSpeedKts: 513, cruiseSpeedKts: 488, rangeNm: 8_100, ceilingFt: 43_100, fuelCapacityGal: 37_248, baggageCuFt: 5_600 },
    availableInMonths: 8, status: "active", isFeatured: false, daysSinceListed: 76, contact: PACIFIC_RIM,
  },
  {
    id: 31, name: "2005 Cessna 172S Skyhawk SP", manufacturer: "Cessna", model: "172S Skyhawk SP",
    year: 2005, category: "single-engine", price: 274_000, location: "Naples, FL",
    totalTimeHours: 4_380, seats: 3, usefulLoadLbs: 880, registration: "N5312S", serialNumber: "172S9874",
    description:
      "Early G1000 Skyhawk SP with the KAP 140 autopilot and a Lycoming IO-360 at 640 hours since factory overhaul. Fresh annual, no damage history, and complete logs since new. A great step-up trainer or time-builder.",
    features: ["Garmin G1000", "KAP 140 autopilot", "Fresh annual", "ADS-B Out", "640 SMOH", "Complete logs"],
    specifications: { maxSpeedKts: 124, cruiseSpeedKts: 118, rangeNm: 640, ceilingFt: 14_000, fuelCapacityGal: 56, baggageCuFt: 24 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 90, contact: HEARTLAND,
  },
  {
    id: 32, name: "1978 Piper PA-28-161 Warrior II", manufacturer: "Piper", model: "PA-28-161 Warrior II",
    year: 1978, category: "single-engine", price: 85_000, location: "Wichita, KS",
    totalTimeHours: 8_920, seats: 3, usefulLoadLbs: 875, registration: "N8471P", serialNumber: "28-7816342",
    description:
      "Honest club-flown Warrior II with a Lycoming O-320 at 650 hours since major overhaul. Garmin GTX 345 for ADS-B, a GNS 430W and recent interior plastics. The paint is tired, but the airframe is corrosion-free and always hangared.",
    features: ["Garmin GNS 430W", "ADS-B In/Out", "650 SMOH", "Fresh annual", "Hangared", "Corrosion-free airframe"],
    specifications: { maxSpeedKts: 117, cruiseSpeedKts: 110, rangeNm: 513, ceilingFt: 11_000, fuelCapacityGal: 50, baggageCuFt: 24 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 175, contact: HEARTLAND,
  },
  {
    id: 33, name: "2019 Diamond DA40 NG", manufacturer: "Diamond", model: "DA40 NG",
    year: 2019, category: "single-engine", price: 469_000, location: "Munich, Germany",
    totalTimeHours: 1_640, seats: 3, usefulLoadLbs: 895, registration: "D-EKNG", serialNumber: "40.N412",
    description:
      "Jet-A-burning DA40 NG with the Austro AE330 engine and G1000 NXi with GFC 700 autopilot. Maintained by an approved Diamond service centre as part of a training fleet, with every 100-hour inspection on record. Long-range tanks and a fresh gearbox inspection.",
    features: ["Garmin G1000 NXi", "GFC 700 autopilot", "Austro AE330 Jet-A engine", "Long-range tanks", "EASA Part-ML maintained", "Air conditioning"],
    specifications: { maxSpeedKts: 150, cruiseSpeedKts: 142, rangeNm: 890, ceilingFt: 16_400, fuelCapacityGal: 39, baggageCuFt: 17 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 124, contact: MERIDIAN,
  },
  {
    id: 34, name: "2017 Mooney M20V Acclaim Ultra", manufacturer: "Mooney", model: "M20V Acclaim Ultra",
    year: 2017, category: "single-engine", price: 619_000, location: "Dallas, TX",
    totalTimeHours: 520, seats: 3, usefulLoadLbs: 1_030, registration: "N817MU", serialNumber: "31-0158",
    description:
      "One of the fastest piston singles made, with the twin-turbocharged TSIO-550-G and the pilot-side door. G1000 NXi with GFC 700, built-in oxygen and TKS known ice. Low-time, always hangared and maintained by a Mooney service centre.",
    features: ["Garmin G1000 NXi", "GFC 700 autopilot", "TKS known ice", "Built-in oxygen", "Dual doors", "Fresh annual"],
    specifications: { maxSpeedKts: 242, cruiseSpeedKts: 220, rangeNm: 1_000, ceilingFt: 25_000, fuelCapacityGal: 100, baggageCuFt: 20 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 147, contact: SKYLINE,
  },
  {
    id: 35, name: "2012 Beechcraft Bonanza G36", manufacturer: "Beechcraft", model: "Bonanza G36",
    year: 2012, category: "single-engine", price: 579_000, location: "Toronto, Canada",
    totalTimeHours: 1_950, seats: 5, usefulLoadLbs: 1_050, registration: "C-GBZN", serialNumber: "E-3918",
    description:
      "Six-seat Bonanza G36 with G1000 and GFC 700, club seating and air conditioning. IO-550-B with 1,950 hours since new and excellent compressions at the last annual. Canadian-registered and maintained to a high standard.",
    features: ["Garmin G1000", "GFC 700 autopilot", "Club seating", "Air conditioning", "Fresh annual", "Double aft doors"],
    specifications: { maxSpeedKts: 176, cruiseSpeedKts: 165, rangeNm: 920, ceilingFt: 18_500, fuelCapacityGal: 74, baggageCuFt: 38 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 163, contact: LAKESHORE,
  },
  {
    id: 36, name: "2022 Cessna Turbo Stationair HD", manufacturer: "Cessna", model: "Turbo Stationair HD",
    year: 2022, category: "single-engine", price: 799_000, location: "Auckland, New Zealand",
    totalTimeHours: 310, seats: 5, usefulLoadLbs: 1_282, registration: "ZK-TSN", serialNumber: "T20609412",
    description:
      "Heavy-duty Turbo Stationair with the cargo door, G1000 NXi and the utility interior. Perfect for backcountry or tourist operations, with amphibious float fittings installed. Low-time and still under Textron warranty.",
    features: ["Garmin G1000 NXi", "GFC 700 autopilot", "Float fittings", "Cargo doors", "Utility interior", "Factory warranty"],
    specifications: { maxSpeedKts: 164, cruiseSpeedKts: 155, rangeNm: 703, ceilingFt: 26_000, fuelCapacityGal: 87, baggageCuFt: 31 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 69, contact: PACIFIC_RIM,
  },
  {
    id: 37, name: "1998 Piper PA-46-350P Malibu Mirage", manufacturer: "Piper", model: "PA-46-350P Malibu Mirage",
    year: 1998, category: "single-engine", price: 445_000, location: "Cape Town, South Africa",
    totalTimeHours: 3_420, seats: 5, usefulLoadLbs: 1_290, registration: "ZS-MIR", serialNumber: "46-36184",
    description:
      "Pressurised Malibu Mirage with an Avidyne IFD540 and Garmin G500 TXi panel upgrade in 2021. TIO-540 at 820 hours since overhaul with new turbochargers. Minor prop-strike history in 2004 was fully repaired with a teardown inspection; complete logs.",
    features: ["Garmin G500 TXi", "Avidyne IFD540", "Pressurised cabin", "Known icing (FIKI)", "820 SMOH", "New turbochargers"],
    specifications: { maxSpeedKts: 213, cruiseSpeedKts: 205, rangeNm: 1_050, ceilingFt: 25_000, fuelCapacityGal: 122, baggageCuFt: 20 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 199, contact: MERIDIAN,
  },
  {
    id: 38, name: "2010 Cirrus SR22 Turbo G3", manufacturer: "Cirrus", model: "SR22 Turbo G3",
    year: 2010, category: "single-engine", price: 369_000, location: "Sydney, Australia",
    totalTimeHours: 1_780, seats: 4, usefulLoadLbs: 1_100, registration: "VH-CRQ", serialNumber: "3614",
    description:
      "SR22 Turbo G3 with the Tornado Alley turbonormalising system and Perspective avionics. CAPS parachute repacked in 2023, new tyres and a fresh annual by a Cirrus service centre. No damage history and always hangared in Sydney.",
    features: ["Cirrus Perspective by Garmin", "CAPS parachute repacked", "Built-in oxygen", "Known icing (FIKI)", "Fresh annual", "Tornado Alley turbonormalised"],
    specifications: { maxSpeedKts: 211, cruiseSpeedKts: 195, rangeNm: 1_050, ceilingFt: 25_000, fuelCapacityGal: 92, baggageCuFt: 32 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 138, contact: PACIFIC_RIM,
  },
  {
    id: 39, name: "1981 Beechcraft A36 Bonanza", manufacturer: "Beechcraft", model: "A36 Bonanza",
    year: 1981, category: "single-engine", price: 219_000, location: "Van Nuys, CA",
    totalTimeHours: 6_120, seats: 5, usefulLoadLbs: 1_100, registration: "N6712B", serialNumber: "E-1812",
    description:
      "Classic A36 with the IO-550 conversion, tip tanks and a modern Garmin GI 275 panel. Engine at 410 hours since overhaul and a three-blade Hartzell propeller. Under contract, pending pre-buy inspection.",
    features: ["Garmin GI 275 displays", "Garmin GTN 650Xi", "IO-550 conversion", "Tip tanks", "Three-blade propeller", "410 SMOH"],
    specifications: { maxSpeedKts: 176, cruiseSpeedKts: 165, rangeNm: 850, ceilingFt: 16_600, fuelCapacityGal: 74, baggageCuFt: 38 },
    availableInMonths: 0, status: "pending", isFeatured: false, daysSinceListed: 186, contact: HEARTLAND,
  },
  {
    id: 40, name: "2021 Diamond DA50 RG", manufacturer: "Diamond", model: "DA50 RG",
    year: 2021, category: "single-engine", price: 995_000, location: "Farnborough, UK",
    totalTimeHours: 240, seats: 4, usefulLoadLbs: 1_080, registration: "G-DARG", serialNumber: "50.RG013",
    description:
      "Early-serial DA50 RG with the Continental CD-300 diesel V6 and retractable gear. Garmin G1000 NXi with autothrottle-ready GFC 700 and air conditioning. Maintained by the Diamond Service Centre at Gamston; no damage history.",
    features: ["Garmin G1000 NXi", "GFC 700 autopilot", "Continental CD-300 Jet-A engine", "Air conditioning", "Retractable gear", "Large cabin doors"],
    specifications: { maxSpeedKts: 181, cruiseSpeedKts: 164, rangeNm: 750, ceilingFt: 20_000, fuelCapacityGal: 60, baggageCuFt: 25 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 52, contact: MERIDIAN,
  },
  {
    id: 41, name: "2018 Beechcraft Baron G58", manufacturer: "Beechcraft", model: "Baron G58",
    year: 2018, category: "multi-engine", price: 1_395_000, location: "Scottsdale, AZ",
    totalTimeHours: 780, seats: 5, usefulLoadLbs: 1_420, registration: "N58BG", serialNumber: "TH-2412",
    description:
      "Baron G58 with G1000 NXi, GFC 700 and factory air conditioning, flown by a single owner between Scottsdale and Aspen. Twin IO-550-Cs at 780 hours since new. Annual completed at Textron Mesa with no discrepancies.",
    features: ["Garmin G1000 NXi", "GFC 700 autopilot", "Air conditioning", "Club seating", "Known icing (FIKI)", "Fresh annual"],
    specifications: { maxSpeedKts: 202, cruiseSpeedKts: 195, rangeNm: 1_480, ceilingFt: 20_688, fuelCapacityGal: 194, baggageCuFt: 49 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 102, contact: SKYLINE,
  },
  {
    id: 42, name: "2016 Diamond DA62", manufacturer: "Diamond", model: "DA62",
    year: 2016, category: "multi-engine", price: 1_050_000, location: "Munich, Germany",
    totalTimeHours: 690, seats: 6, usefulLoadLbs: 1_500, registration: "D-GDAX", serialNumber: "62.045",
    description:
      "Seven-seat DA62 with twin Austro AE330 Jet-A engines, G1000 NXi and the long-range tanks. TKS de-icing and air conditioning installed. Privately operated and maintained by Diamond Aircraft in Wiener Neustadt.",
    features: ["Garmin G1000 NXi", "Austro AE330 Jet-A engines", "TKS de-icing", "Long-range tanks", "Air conditioning", "Seven seats"],
    specifications: { maxSpeedKts: 192, cruiseSpeedKts: 175, rangeNm: 1_285, ceilingFt: 20_000, fuelCapacityGal: 86, baggageCuFt: 35 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 93, contact: MERIDIAN,
  },
  {
    id: 43, name: "2007 Piper PA-34-220T Seneca V", manufacturer: "Piper", model: "PA-34-220T Seneca V",
    year: 2007, category: "multi-engine", price: 485_000, location: "Toronto, Canada",
    totalTimeHours: 2_230, seats: 5, usefulLoadLbs: 1_350, registration: "C-FSNV", serialNumber: "3449381",
    description:
      "Seneca V with Avidyne Entegra and a Garmin GTN 750Xi retrofit, plus known-ice boots and heated props. Both Continental TSIO-360s at 880 hours since overhaul. Complete Canadian logs and no damage history.",
    features: ["Avidyne Entegra", "Garmin GTN 750Xi", "Known icing (FIKI)", "Club seating", "ADS-B In/Out", "Fresh annual"],
    specifications: { maxSpeedKts: 200, cruiseSpeedKts: 188, rangeNm: 828, ceilingFt: 25_000, fuelCapacityGal: 122, baggageCuFt: 33 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 171, contact: LAKESHORE,
  },
  {
    id: 44, name: "2001 Beechcraft Baron 58", manufacturer: "Beechcraft", model: "Baron 58",
    year: 2001, category: "multi-engine", price: 645_000, location: "Dallas, TX",
    totalTimeHours: 3_980, seats: 5, usefulLoadLbs: 1_650, registration: "N58DX", serialNumber: "TH-1998",
    description:
      "Baron 58 with a full Garmin panel upgrade: G500 TXi, dual GTN 750Xi and a GFC 600 autopilot. Engines at 420 and 430 hours since factory remanufacture. Club seating, corrosion-proofed and always hangared.",
    features: ["Garmin G500 TXi", "Dual Garmin GTN 750Xi", "GFC 600 autopilot", "Factory reman engines", "Club seating", "ADS-B In/Out"],
    specifications: { maxSpeedKts: 200, cruiseSpeedKts: 190, rangeNm: 1_440, ceilingFt: 20_688, fuelCapacityGal: 194, baggageCuFt: 49 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 158, contact: SKYLINE,
  },
  {
    id: 45, name: "2020 Tecnam P2012 Traveller", manufacturer: "Tecnam", model: "P2012 Traveller",
    year: 2020, category: "multi-engine", price: 2_250_000, location: "Sydney, Australia",
    totalTimeHours: 2_110, seats: 9, usefulLoadLbs: 2_700, registration: "VH-TCN", serialNumber: "038",
    description:
      "Eleven-seat P2012 Traveller with twin Lycoming TEO-540 engines, ideal for regional commuter and charter work. Operated under Part 135 with an approved maintenance programme and complete records. Garmin G1000 NXi with dual autopilot.",
    features: ["Garmin G1000 NXi", "Lycoming TEO-540 engines", "Commuter interior", "Part 135 maintained", "Air conditioning", "Cargo pod"],
    specifications: { maxSpeedKts: 194, cruiseSpeedKts: 180, rangeNm: 950, ceilingFt: 18_500, fuelCapacityGal: 136, baggageCuFt: 42 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 150, contact: PACIFIC_RIM,
  },
  {
    id: 46, name: "1979 Piper PA-31-350 Navajo Chieftain", manufacturer: "Piper", model: "PA-31-350 Navajo Chieftain",
    year: 1979, category: "multi-engine", price: 349_000, location: "Anchorage, AK",
    totalTimeHours: 11_480, seats: 9, usefulLoadLbs: 2_520, registration: "N3527Y", serialNumber: "31-7952137",
    description:
      "Workhorse Chieftain with a 2019 panel upgrade, Hartzell Q-tip propellers and a cargo door. Engines at 610 and 1,140 hours since overhaul. Flown in Alaska under Part 135; corrosion inspection completed at the last annual.",
    features: ["Garmin GTN 750", "Q-tip propellers", "Cargo door", "Part 135 maintained", "Known icing (FIKI)", "Commuter interior"],
    specifications: { maxSpeedKts: 231, cruiseSpeedKts: 205, rangeNm: 900, ceilingFt: 24_000, fuelCapacityGal: 182, baggageCuFt: 52 },
    availableInMonths: 0, status: "sold", isFeatured: false, daysSinceListed: 232, contact: HEARTLAND,
  },
  {
    id: 47, name: "1982 Cessna 421C Golden Eagle", manufacturer: "Cessna", model: "421C Golden Eagle",
    year: 1982, category: "multi-engine", price: 495_000, location: "Naples, FL",
    totalTimeHours: 6_750, seats: 7, usefulLoadLbs: 2_600, registration: "N421GE", serialNumber: "421C1210",
    description:
      "Pressurised 421C with RAM Series VII engines, winglets and a Garmin G600 TXi panel. Interior redone in 2020 in tan leather with a refreshment centre. Damage history from a 1994 gear-up landing was properly repaired and documented.",
    features: ["Garmin G600 TXi", "RAM Series VII engines", "Pressurised cabin", "Winglets", "Refreshment centre", "Known icing (FIKI)"],
    specifications: { maxSpeedKts: 256, cruiseSpeedKts: 240, rangeNm: 1_487, ceilingFt: 30_200, fuelCapacityGal: 213, baggageCuFt: 45 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 193, contact: HEARTLAND,
  },
  {
    id: 48, name: "2012 Piper PA-44-180 Seminole", manufacturer: "Piper", model: "PA-44-180 Seminole",
    year: 2012, category: "multi-engine", price: 475_000, location: "Vero Beach, FL",
    totalTimeHours: 5_240, seats: 3, usefulLoadLbs: 1_150, registration: "N4412S", serialNumber: "4496287",
    description:
      "Multi-engine trainer Seminole from a university fleet, with Garmin G1000 and counter-rotating Lycoming O-360s. Engines mid-time with complete 100-hour inspection records. Ready for a flight school or an owner building multi time.",
    features: ["Garmin G1000", "Counter-rotating engines", "100-hour inspections", "Air conditioning", "ADS-B In/Out", "Complete logs"],
    specifications: { maxSpeedKts: 168, cruiseSpeedKts: 162, rangeNm: 700, ceilingFt: 15_000, fuelCapacityGal: 110, baggageCuFt: 24 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 127, contact: HEARTLAND,
  },
  {
    id: 49, name: "1980 Cessna 340A", manufacturer: "Cessna", model: "340A",
    year: 1980, category: "multi-engine", price: 339_000, location: "Denver, CO",
    totalTimeHours: 5_880, seats: 5, usefulLoadLbs: 1_890, registration: "N340RM", serialNumber: "340A1012",
    description:
      "Pressurised 340A with RAM VI engines, VG kit and Garmin GTN 750Xi. Flown regularly over the Rockies by the same owner for 18 years. Spar strap inspection complied with, hangared in Centennial.",
    features: ["Garmin GTN 750Xi", "RAM VI engines", "Vortex generators", "Pressurised cabin", "Built-in oxygen", "Fresh annual"],
    specifications: { maxSpeedKts: 244, cruiseSpeedKts: 229, rangeNm: 1_400, ceilingFt: 29_800, fuelCapacityGal: 183, baggageCuFt: 46 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 208, contact: SKYLINE,
  },
  {
    id: 50, name: "2016 Beechcraft King Air C90GTx", manufacturer: "Beechcraft", model: "King Air C90GTx",
    year: 2016, category: "turboprop", price: 2_650_000, location: "Dallas, TX",
    totalTimeHours: 1_980, seats: 6, usefulLoadLbs: 3_400, registration: "N90GX", serialNumber: "LJ-2142",
    description:
      "C90GTx with Collins Pro Line Fusion, composite winglets and the PT6A-135A engines on ESP. Six-seat club cabin with a refreshment centre. Annual and phase inspections up to date at Textron Dallas.",
    features: ["Collins Pro Line Fusion", "ESP", "Composite winglets", "Club seating", "Synthetic vision", "WiFi"],
    specifications: { maxSpeedKts: 272, cruiseSpeedKts: 250, rangeNm: 1_260, ceilingFt: 30_000, fuelCapacityGal: 384, baggageCuFt: 48 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 115, contact: SKYLINE,
  },
  {
    id: 51, name: "2012 Pilatus PC-12 NG", manufacturer: "Pilatus", model: "PC-12 NG",
    year: 2012, category: "turboprop", price: 3_450_000, location: "Sydney, Australia",
    totalTimeHours: 3_210, seats: 8, usefulLoadLbs: 3_950, registration: "VH-PCQ", serialNumber: "1345",
    description:
      "PC-12 NG with the Honeywell ACE flight deck and a combi interior, previously operated on aeromedical contracts. PT6A-67P at 1,200 hours since hot section with a new propeller overhaul. Comprehensive CASA-compliant maintenance records.",
    features: ["Honeywell Advanced Cockpit Environment", "Combi interior", "Cargo door", "Hot section inspection complete", "Synthetic vision", "Known icing (FIKI)"],
    specifications: { maxSpeedKts: 285, cruiseSpeedKts: 270, rangeNm: 1_845, ceilingFt: 30_000, fuelCapacityGal: 402, baggageCuFt: 40 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 179, contact: PACIFIC_RIM,
  },
  {
    id: 52, name: "2019 Cessna Grand Caravan EX", manufacturer: "Cessna", model: "Grand Caravan EX",
    year: 2019, category: "turboprop", price: 2_150_000, location: "Nairobi, Kenya",
    totalTimeHours: 2_850, seats: 9, usefulLoadLbs: 3_645, registration: "5Y-GCX", serialNumber: "208B5498",
    description:
      "Grand Caravan EX with the 867 shp PT6A-140, cargo pod and a nine-passenger commuter interior. Used on safari charter flights with full East African maintenance records. Garmin G1000 NXi with synthetic vision.",
    features: ["Garmin G1000 NXi", "PT6A-140 engine", "Cargo pod", "Commuter interior", "Rough-field kit", "Synthetic vision"],
    specifications: { maxSpeedKts: 195, cruiseSpeedKts: 185, rangeNm: 912, ceilingFt: 25_000, fuelCapacityGal: 335, baggageCuFt: 111 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 166, contact: GULF_HORIZON,
  },
  {
    id: 53, name: "2010 Daher TBM 850", manufacturer: "Daher", model: "TBM 850",
    year: 2010, category: "turboprop", price: 1_895_000, location: "Nice, France",
    totalTimeHours: 1_720, seats: 5, usefulLoadLbs: 2_560, registration: "F-HKTB", serialNumber: "551",
    description:
      "TBM 850 with the G1000 flight deck and the Elite interior with the fifth and sixth seats. PT6A-66D at 1,720 hours since new, engine on ESP Silver. Maintained by the Daher service centre in Tarbes; no damage history.",
    features: ["Garmin G1000", "ESP Silver", "Elite interior", "Known icing (FIKI)", "Air conditioning", "Pilot door"],
    specifications: { maxSpeedKts: 320, cruiseSpeedKts: 290, rangeNm: 1_410, ceilingFt: 31_000, fuelCapacityGal: 292, baggageCuFt: 34 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 88, contact: ALPINE,
  },
  {
    id: 54, name: "2008 Piaggio P.180 Avanti II", manufacturer: "Piaggio", model: "P.180 Avanti II",
    year: 2008, category: "turboprop", price: 2_350_000, location: "Rome, Italy",
    totalTimeHours: 4_120, seats: 7, usefulLoadLbs: 3_900, registration: "I-PJAV", serialNumber: "1158",
    description:
      "The fastest twin turboprop in production, with pusher PT6A-66B engines and a jet-like cabin. Pro Line 21 avionics and a refurbished seven-seat interior in 2022. Currently in a paint and interior refurbishment at Piaggio, delivering in eight months.",
    features: ["Collins Pro Line 21", "Pusher PT6A-66B engines", "Refurbished interior", "New paint", "ADS-B Out", "Belted lavatory"],
    specifications: { maxSpeedKts: 402, cruiseSpeedKts: 366, rangeNm: 1_470, ceilingFt: 41_000, fuelCapacityGal: 418, baggageCuFt: 44 },
    availableInMonths: 8, status: "active", isFeatured: false, daysSinceListed: 143, contact: ALPINE,
  },
  {
    id: 55, name: "2018 Daher Kodiak 100", manufacturer: "Daher", model: "Kodiak 100",
    year: 2018, category: "turboprop", price: 2_050_000, location: "Anchorage, AK",
    totalTimeHours: 910, seats: 9, usefulLoadLbs: 3_355, registration: "N718KD", serialNumber: "100-0198",
    description:
      "Rugged Kodiak 100 on Wipline 8750 amphibious floats with the Summit interior. G1000 NXi with GFC 700 autopilot and TKS de-icing. Lodge-operated seasonally, hangared each winter.",
    features: ["Garmin G1000 NXi", "Wipline 8750 amphibious floats", "TKS de-icing", "Summit interior", "Cargo door", "Rough-field capable"],
    specifications: { maxSpeedKts: 174, cruiseSpeedKts: 165, rangeNm: 1_132, ceilingFt: 25_000, fuelCapacityGal: 320, baggageCuFt: 30 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 79, contact: HEARTLAND,
  },
  {
    id: 56, name: "2017 De Havilland Canada DHC-6 Twin Otter Series 400", manufacturer: "De Havilland Canada", model: "DHC-6 Twin Otter Series 400",
    year: 2017, category: "turboprop", price: 5_500_000, location: "Malé, Maldives",
    totalTimeHours: 3_900, seats: 19, usefulLoadLbs: 5_100, registration: "8Q-TMH", serialNumber: "932",
    description:
      "Series 400 Twin Otter on straight floats, configured for 19 passengers in resort shuttle service. PT6A-34 engines on a hot-section programme and a full corrosion-protection regime for salt-water operation. Available on completion of the current season in four months.",
    features: ["Honeywell Primus Apex", "Straight floats", "19-seat interior", "Corrosion protection package", "Engine maintenance programme", "Cargo door"],
    specifications: { maxSpeedKts: 182, cruiseSpeedKts: 170, rangeNm: 775, ceilingFt: 25_000, fuelCapacityGal: 378, baggageCuFt: 126 },
    availableInMonths: 4, status: "active", isFeatured: false, daysSinceListed: 107, contact: GULF_HORIZON,
  },
  {
    id: 57, name: "2019 Robinson R44 Raven II", manufacturer: "Robinson", model: "R44 Raven II",
    year: 2019, category: "helicopter", price: 465_000, location: "Houston, TX",
    totalTimeHours: 880, seats: 3, usefulLoadLbs: 980, registration: "N447RH", serialNumber: "14512",
    description:
      "R44 Raven II with air conditioning, Garmin GTN 650Xi and the ADS-B upgrade. 880 hours since new, with the 2,200-hour overhaul a long way off. No accident history, always hangared.",
    features: ["Garmin GTN 650Xi", "Air conditioning", "ADS-B In/Out", "Leather seats", "Bose headsets", "Hangared"],
    specifications: { maxSpeedKts: 130, cruiseSpeedKts: 113, rangeNm: 300, ceilingFt: 14_000, fuelCapacityGal: 49, baggageCuFt: 6 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 60, contact: VERTICAL_EDGE,
  },
  {
    id: 58, name: "2022 Robinson R66 Turbine", manufacturer: "Robinson", model: "R66 Turbine",
    year: 2022, category: "helicopter", price: 1_180_000, location: "Sydney, Australia",
    totalTimeHours: 340, seats: 4, usefulLoadLbs: 1_200, registration: "VH-R6T", serialNumber: "1284",
    description:
      "Nearly new R66 with the Rolls-Royce RR300 turbine, Garmin G500H TXi and the HeliSAS autopilot. Used for private flying and the occasional scenic charter. Remaining Robinson factory warranty applies.",
    features: ["Garmin G500H TXi", "HeliSAS autopilot", "Rolls-Royce RR300 turbine", "Air conditioning", "Factory warranty", "Dual controls"],
    specifications: { maxSpeedKts: 140, cruiseSpeedKts: 120, rangeNm: 350, ceilingFt: 14_000, fuelCapacityGal: 74, baggageCuFt: 18 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 34, contact: PACIFIC_RIM,
  },
  {
    id: 59, name: "2017 Bell 407GXP", manufacturer: "Bell", model: "407GXP",
    year: 2017, category: "helicopter", price: 2_750_000, location: "Toronto, Canada",
    totalTimeHours: 1_540, seats: 6, usefulLoadLbs: 2_350, registration: "C-GBLL", serialNumber: "54734",
    description:
      "Corporate 407GXP with the Garmin G1000H NXi, a five-place leather executive interior and high skid gear. Rolls-Royce M250-C47B/8 on Rolls-Royce CorporateCare. Flown by a Toronto corporation for executive transport.",
    features: ["Garmin G1000H NXi", "Rolls-Royce CorporateCare", "Executive interior", "High skid gear", "Air conditioning", "Cargo hook"],
    specifications: { maxSpeedKts: 140, cruiseSpeedKts: 133, rangeNm: 337, ceilingFt: 18_690, fuelCapacityGal: 128, baggageCuFt: 16 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 121, contact: LAKESHORE,
  },
  {
    id: 60, name: "2020 Airbus Helicopters H125", manufacturer: "Airbus Helicopters", model: "H125",
    year: 2020, category: "helicopter", price: 3_250_000, location: "Sion, Switzerland",
    totalTimeHours: 1_120, seats: 5, usefulLoadLbs: 2_180, registration: "HB-ZHA", serialNumber: "9012",
    description:
      "High-altitude H125 with dual hydraulics, cargo swing and a 1,400 kg cargo hook, used for alpine utility work. Safran Arriel 2D engine on SBH. Maintained by an Airbus Helicopters-approved centre in Switzerland.",
    features: ["Safran Arriel 2D on SBH", "Dual hydraulics", "Cargo hook", "Vehicle and engine multifunction display", "Emergency floats", "Snow skis"],
    specifications: { maxSpeedKts: 155, cruiseSpeedKts: 133, rangeNm: 340, ceilingFt: 23_000, fuelCapacityGal: 143, baggageCuFt: 35 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 99, contact: ALPINE,
  },
  {
    id: 61, name: "2015 Leonardo AW139", manufacturer: "Leonardo", model: "AW139",
    year: 2015, category: "helicopter", price: 6_900_000, location: "Dubai, UAE",
    totalTimeHours: 3_450, seats: 15, usefulLoadLbs: 5_750, registration: "A6-AWX", serialNumber: "41412",
    description:
      "VIP-configured AW139 with an eight-seat executive cabin, baggage bay extension and enhanced ground proximity warning. PT6C-67C engines on ESP and the airframe on Leonardo TTS. Flown in the Gulf by a private operator with a full-time maintenance team.",
    features: ["Honeywell Primus Epic", "4-axis autopilot", "ESP", "VIP interior", "Air conditioning", "Weather radar", "EGPWS"],
    specifications: { maxSpeedKts: 165, cruiseSpeedKts: 145, rangeNm: 573, ceilingFt: 20_000, fuelCapacityGal: 419, baggageCuFt: 120 },
    availableInMonths: 2, status: "active", isFeatured: false, daysSinceListed: 131, contact: GULF_HORIZON,
  },
  {
    id: 62, name: "2014 Sikorsky S-76D", manufacturer: "Sikorsky", model: "S-76D",
    year: 2014, category: "helicopter", price: 5_200_000, location: "Houston, TX",
    totalTimeHours: 4_980, seats: 12, usefulLoadLbs: 4_500, registration: "N76DQ", serialNumber: "761042",
    description:
      "Offshore-configured S-76D with PW210S engines, Thales TopDeck avionics and all-composite main rotor blades. Emergency floats, life rafts and HUMS installed. Under contract with an oil and gas operator, pending final inspection.",
    features: ["Thales TopDeck avionics", "PW210S engines", "HUMS", "Emergency floats", "4-axis autopilot", "Weather radar"],
    specifications: { maxSpeedKts: 155, cruiseSpeedKts: 145, rangeNm: 470, ceilingFt: 13_800, fuelCapacityGal: 281, baggageCuFt: 38 },
    availableInMonths: 0, status: "pending", isFeatured: false, daysSinceListed: 214, contact: VERTICAL_EDGE,
  },
  {
    id: 63, name: "2021 Airbus Helicopters H145 D3", manufacturer: "Airbus Helicopters", model: "H145 D3",
    year: 2021, category: "helicopter", price: 10_400_000, location: "Munich, Germany",
    totalTimeHours: 1_260, seats: 9, usefulLoadLbs: 3_950, registration: "D-HHXA", serialNumber: "20412",
    description:
      "Five-bladed H145 D3 with the Helionix avionics suite and 4-axis autopilot, configured for executive transport with a quick-change HEMS option. Safran Arriel 2E engines on SBH and the airframe on HCare. Delivered new in 2021 and maintained by Airbus Helicopters Donauwörth.",
    features: ["Helionix avionics", "4-axis autopilot", "Safran Arriel 2E on SBH", "HCare", "Executive interior", "Rear clamshell doors"],
    specifications: { maxSpeedKts: 145, cruiseSpeedKts: 132, rangeNm: 351, ceilingFt: 18_000, fuelCapacityGal: 227, baggageCuFt: 47 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 43, contact: MERIDIAN,
  },
  {
    id: 64, name: "2008 Bell 206L-4 LongRanger IV", manufacturer: "Bell", model: "206L-4 LongRanger IV",
    year: 2008, category: "helicopter", price: 1_150_000, location: "São Paulo, Brazil",
    totalTimeHours: 6_800, seats: 6, usefulLoadLbs: 1_960, registration: "PR-LRB", serialNumber: "52342",
    description:
      "Executive LongRanger IV with a 2021 interior refurbishment and the Garmin GTN 650 upgrade. Rolls-Royce 250-C30P at 1,400 hours since overhaul. Flown daily over São Paulo for corporate shuttle work with full ANAC records.",
    features: ["Garmin GTN 650", "Executive interior", "Air conditioning", "Rolls-Royce 250-C30P", "Emergency floats", "Bose headsets"],
    specifications: { maxSpeedKts: 130, cruiseSpeedKts: 110, rangeNm: 325, ceilingFt: 20_000, fuelCapacityGal: 110, baggageCuFt: 16 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 154, contact: AEROLATINA,
  },
  {
    id: 65, name: "2016 Leonardo AW109 GrandNew", manufacturer: "Leonardo", model: "AW109 GrandNew",
    year: 2016, category: "helicopter", price: 3_900_000, location: "Nice, France",
    totalTimeHours: 1_870, seats: 6, usefulLoadLbs: 2_650, registration: "F-HGNW", serialNumber: "22342",
    description:
      "Single-pilot IFR AW109 GrandNew in a six-seat VIP configuration, used on the Nice-Monaco shuttle. PW207C engines on ESP and the airframe on Leonardo TTS. Fresh 800-hour inspection and no damage history.",
    features: ["Single-pilot IFR", "Synthetic vision", "ESP", "VIP interior", "Air conditioning", "EGPWS"],
    specifications: { maxSpeedKts: 168, cruiseSpeedKts: 155, rangeNm: 450, ceilingFt: 15_000, fuelCapacityGal: 158, baggageCuFt: 32 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 75, contact: ALPINE,
  },
  {
    id: 66, name: "2019 Bell 505 Jet Ranger X", manufacturer: "Bell", model: "505 Jet Ranger X",
    year: 2019, category: "helicopter", price: 1_150_000, location: "Cape Town, South Africa",
    totalTimeHours: 620, seats: 4, usefulLoadLbs: 1_500, registration: "ZS-RXB", serialNumber: "65142",
    description:
      "Bell 505 with the Safran Arrius 2R, FADEC and the Garmin G1000H NXi flight deck. Used for scenic tours along the Cape Peninsula with meticulous maintenance records. Mid-life on all components and no damage history.",
    features: ["Garmin G1000H NXi", "Safran Arrius 2R with FADEC", "Air conditioning", "Dual controls", "Emergency floats", "Cargo hook"],
    specifications: { maxSpeedKts: 125, cruiseSpeedKts: 115, rangeNm: 360, ceilingFt: 18_500, fuelCapacityGal: 84, baggageCuFt: 16 },
    availableInMonths: 0, status: "active", isFeatured: false, daysSinceListed: 181, contact: PACIFIC_RIM,
  },
];
