import type { AircraftCategory } from "~/domain/catalog/categories";
import type { AircraftSpecifications, ListingStatus, SellerContact } from "~/domain/listings/listing";
import type { ListingSeed } from "./seed-listings";

type ModelTemplate = {
  manufacturer: string;
  model: string;
  category: AircraftCategory;
  years: [first: number, last: number];
  /** Asking price in USD for the oldest year, then for the newest. */
  prices: [oldest: number, newest: number];
  specifications: AircraftSpecifications;
  seats: number;
  usefulLoadLbs: number;
  serial: { prefix: string; from: number; to: number; pad?: number };
  /** Reads after "Equipped with", e.g. "Garmin G1000 NXi avionics". */
  highlight: string;
  features: string[];
};

type Place = { city: string; country: Country };
type Country = "US" | "GB" | "CH" | "CA" | "AU" | "AE" | "BR" | "SG" | "IE" | "FR" | "DE" | "ZA" | "NZ" | "HK" | "IT" | "MX";

type Broker = SellerContact & { categories: AircraftCategory[] };

type Rng = () => number;

/** The generated fleet is aged against a fixed year so a seed always gives the same listings. */
const REFERENCE_YEAR = 2025;
const FIRST_ID = 1000;

const specs = (
  maxSpeedKts: number,
  cruiseSpeedKts: number,
  rangeNm: number,
  ceilingFt: number,
  fuelCapacityGal: number,
  baggageCuFt: number,
): AircraftSpecifications => ({ maxSpeedKts, cruiseSpeedKts, rangeNm, ceilingFt, fuelCapacityGal, baggageCuFt });

const TEMPLATES: ModelTemplate[] = [
  // Single engine pistons
  {
    manufacturer: "Cessna", model: "172S Skyhawk", category: "single-engine", years: [1998, 2025], prices: [115_000, 480_000],
    specifications: specs(124, 118, 640, 14_000, 56, 24), seats: 3, usefulLoadLbs: 880,
    serial: { prefix: "172S", from: 8001, to: 12_100 }, highlight: "Garmin G1000 avionics",
    features: ["Garmin G1000", "KAP 140 autopilot", "ADS-B In/Out", "Fresh annual", "Leather interior", "Hangared", "Complete logs"],
  },
  {
    manufacturer: "Cessna", model: "182T Skylane", category: "single-engine", years: [2001, 2025], prices: [220_000, 650_000],
    specifications: specs(145, 138, 930, 18_100, 92, 32), seats: 3, usefulLoadLbs: 1_100,
    serial: { prefix: "1828", from: 800, to: 2_999, pad: 4 }, highlight: "Garmin G1000 NXi avionics",
    features: ["Garmin G1000 NXi", "GFC 700 autopilot", "ADS-B In/Out", "Fresh annual", "Long-range tanks", "Leather interior", "Hangared"],
  },
  {
    manufacturer: "Cirrus", model: "SR22", category: "single-engine", years: [2001, 2025], prices: [170_000, 950_000],
    specifications: specs(183, 170, 1_049, 17_500, 92, 32), seats: 4, usefulLoadLbs: 1_300,
    serial: { prefix: "", from: 100, to: 6_500, pad: 4 }, highlight: "Cirrus Perspective avionics",
    features: ["Cirrus Perspective by Garmin", "CAPS parachute", "Air conditioning", "Enhanced vision", "Fresh annual", "ADS-B In/Out", "Hangared"],
  },
  {
    manufacturer: "Cirrus", model: "SR22T", category: "single-engine", years: [2010, 2025], prices: [380_000, 1_150_000],
    specifications: specs(213, 200, 1_021, 25_000, 92, 32), seats: 4, usefulLoadLbs: 1_240,
    serial: { prefix: "", from: 1, to: 2_600, pad: 4 }, highlight: "Cirrus Perspective+ avionics",
    features: ["Cirrus Perspective+ by Garmin", "CAPS parachute", "Built-in oxygen", "Known icing (FIKI)", "Air conditioning", "Enhanced vision", "Fresh annual"],
  },
  {
    manufacturer: "Piper", model: "PA-28-181 Archer", category: "single-engine", years: [1978, 2025], prices: [85_000, 480_000],
    specifications: specs(128, 125, 522, 14_100, 50, 24), seats: 3, usefulLoadLbs: 950,
    serial: { prefix: "2881", from: 1, to: 450, pad: 3 }, highlight: "a Garmin GTN 650Xi navigator",
    features: ["Garmin GTN 650Xi", "ADS-B In/Out", "Fresh annual", "Low SMOH", "Hangared", "New interior", "Complete logs"],
  },
  {
    manufacturer: "Diamond", model: "DA40 NG", category: "single-engine", years: [2010, 2025], prices: [250_000, 690_000],
    specifications: specs(150, 142, 890, 16_400, 39, 17), seats: 3, usefulLoadLbs: 895,
    serial: { prefix: "40.N", from: 1, to: 600, pad: 3 }, highlight: "Garmin G1000 NXi avionics",
    features: ["Garmin G1000 NXi", "GFC 700 autopilot", "Austro AE330 Jet-A engine", "Long-range tanks", "Air conditioning", "Fresh annual"],
  },
  {
    manufacturer: "Mooney", model: "M20R Ovation", category: "single-engine", years: [1994, 2019], prices: [170_000, 560_000],
    specifications: specs(197, 190, 1_050, 20_000, 89, 20), seats: 3, usefulLoadLbs: 1_000,
    serial: { prefix: "29-", from: 1, to: 500, pad: 4 }, highlight: "Garmin G1000 avionics",
    features: ["Garmin G1000", "GFC 700 autopilot", "Built-in oxygen", "Speed brakes", "Fresh annual", "Hangared"],
  },
  {
    manufacturer: "Beechcraft", model: "Bonanza G36", category: "single-engine", years: [2006, 2025], prices: [380_000, 1_050_000],
    specifications: specs(176, 165, 920, 18_500, 74, 38), seats: 5, usefulLoadLbs: 1_050,
    serial: { prefix: "E-", from: 3_630, to: 4_100 }, highlight: "Garmin G1000 NXi avionics",
    features: ["Garmin G1000 NXi", "GFC 700 autopilot", "Club seating", "Air conditioning", "Double aft doors", "Fresh annual", "Hangared"],
  },
  {
    manufacturer: "Piper", model: "M350", category: "single-engine", years: [2015, 2025], prices: [750_000, 1_550_000],
    specifications: specs(213, 200, 1_343, 25_000, 120, 20), seats: 5, usefulLoadLbs: 1_230,
    serial: { prefix: "46", from: 36_650, to: 36_950 }, highlight: "Garmin G1000 NXi avionics",
    features: ["Garmin G1000 NXi", "Pressurised cabin", "Known icing (FIKI)", "Air conditioning", "Synthetic vision", "Fresh annual"],
  },
  // Multi engine pistons
  {
    manufacturer: "Beechcraft", model: "Baron G58", category: "multi-engine", years: [2005, 2025], prices: [600_000, 1_650_000],
    specifications: specs(202, 195, 1_480, 20_688, 194, 49), seats: 5, usefulLoadLbs: 1_420,
    serial: { prefix: "TH-", from: 2_100, to: 2_500 }, highlight: "Garmin G1000 NXi avionics",
    features: ["Garmin G1000 NXi", "GFC 700 autopilot", "Club seating", "Air conditioning", "Known icing (FIKI)", "Fresh annual"],
  },
  {
    manufacturer: "Diamond", model: "DA42-VI", category: "multi-engine", years: [2012, 2025], prices: [420_000, 1_050_000],
    specifications: specs(176, 165, 1_225, 18_000, 79, 17), seats: 3, usefulLoadLbs: 1_150,
    serial: { prefix: "42.N", from: 100, to: 400 }, highlight: "Garmin G1000 NXi avionics",
    features: ["Garmin G1000 NXi", "Austro AE300 Jet-A engines", "TKS de-icing", "Auxiliary tanks", "Air conditioning", "Fresh annual"],
  },
  {
    manufacturer: "Piper", model: "PA-34-220T Seneca V", category: "multi-engine", years: [1997, 2025], prices: [250_000, 1_250_000],
    specifications: specs(200, 188, 828, 25_000, 122, 33), seats: 5, usefulLoadLbs: 1_350,
    serial: { prefix: "34", from: 49_001, to: 49_600 }, highlight: "Garmin G1000 avionics",
    features: ["Garmin G1000", "Known icing (FIKI)", "Club seating", "ADS-B In/Out", "Built-in oxygen", "Fresh annual"],
  },
  {
    manufacturer: "Piper", model: "PA-44-180 Seminole", category: "multi-engine", years: [1979, 2025], prices: [140_000, 800_000],
    specifications: specs(168, 162, 700, 15_000, 110, 24), seats: 3, usefulLoadLbs: 1_150,
    serial: { prefix: "44", from: 96_001, to: 96_400 }, highlight: "Garmin G1000 avionics",
    features: ["Garmin G1000", "Counter-rotating engines", "100-hour inspections", "ADS-B In/Out", "Air conditioning", "Complete logs"],
  },
  {
    manufacturer: "Cessna", model: "421C Golden Eagle", category: "multi-engine", years: [1978, 1985], prices: [250_000, 620_000],
    specifications: specs(256, 240, 1_487, 30_200, 213, 45), seats: 7, usefulLoadLbs: 2_600,
    serial: { prefix: "421C", from: 400, to: 1_250, pad: 4 }, highlight: "a Garmin G600 TXi panel",
    features: ["Garmin G600 TXi", "RAM engines", "Pressurised cabin", "Winglets", "Known icing (FIKI)", "Refreshment centre"],
  },
  {
    manufacturer: "Tecnam", model: "P2006T", category: "multi-engine", years: [2009, 2025], prices: [260_000, 720_000],
    specifications: specs(155, 145, 680, 15_000, 53, 21), seats: 3, usefulLoadLbs: 900,
    serial: { prefix: "", from: 1, to: 400, pad: 3 }, highlight: "Garmin G1000 NXi avionics",
    features: ["Garmin G1000 NXi", "Rotax 912S engines", "Retractable gear", "100-hour inspections", "Dual controls", "ADS-B In/Out"],
  },
  // Turboprops
  {
    manufacturer: "Pilatus", model: "PC-12 NG", category: "turboprop", years: [2008, 2019], prices: [2_400_000, 4_600_000],
    specifications: specs(285, 270, 1_845, 30_000, 402, 40), seats: 8, usefulLoadLbs: 3_950,
    serial: { prefix: "", from: 1_001, to: 1_950 }, highlight: "Honeywell Advanced Cockpit Environment avionics",
    features: ["Honeywell Advanced Cockpit Environment", "Cargo door", "Executive interior", "Known icing (FIKI)", "Synthetic vision", "ESP"],
  },
  {
    manufacturer: "Pilatus", model: "PC-12 NGX", category: "turboprop", years: [2020, 2025], prices: [4_700_000, 6_500_000],
    specifications: specs(290, 268, 1_803, 30_000, 402, 40), seats: 8, usefulLoadLbs: 3_940,
    serial: { prefix: "", from: 2_001, to: 2_500 }, highlight: "an autothrottle and emergency descent mode",
    features: ["Honeywell Advanced Cockpit Environment", "Autothrottle", "Emergency descent mode", "ESP Gold", "Executive interior", "Cargo door"],
  },
  {
    manufacturer: "Daher", model: "TBM 940", category: "turboprop", years: [2019, 2022], prices: [3_500_000, 4_400_000],
    specifications: specs(330, 308, 1_730, 31_000, 292, 34), seats: 5, usefulLoadLbs: 2_720,
    serial: { prefix: "", from: 1_300, to: 1_430 }, highlight: "Garmin G3000 avionics and HomeSafe autoland",
    features: ["Garmin G3000", "Autothrottle", "HomeSafe emergency autoland", "TBM Care", "Elite interior", "Built-in oxygen"],
  },
  {
    manufacturer: "Beechcraft", model: "King Air 350i", category: "turboprop", years: [2010, 2020], prices: [3_800_000, 7_200_000],
    specifications: specs(312, 290, 1_806, 35_000, 539, 71), seats: 9, usefulLoadLbs: 5_060,
    serial: { prefix: "FL-", from: 700, to: 1_200 }, highlight: "Collins Pro Line Fusion avionics",
    features: ["Collins Pro Line Fusion", "ESP Platinum", "Enrolled on ProParts", "Belted lavatory", "Cargo door", "WiFi"],
  },
  {
    manufacturer: "Beechcraft", model: "King Air 260", category: "turboprop", years: [2021, 2025], prices: [6_200_000, 8_100_000],
    specifications: specs(310, 290, 1_720, 35_000, 544, 54), seats: 7, usefulLoadLbs: 4_000,
    serial: { prefix: "BY-", from: 360, to: 500 }, highlight: "an autothrottle and digital pressurisation",
    features: ["Collins Pro Line Fusion", "Autothrottle", "Digital pressurisation", "ESP Platinum", "Belted lavatory", "Synthetic vision"],
  },
  {
    manufacturer: "Cessna", model: "Grand Caravan EX", category: "turboprop", years: [2013, 2025], prices: [1_500_000, 3_000_000],
    specifications: specs(195, 185, 912, 25_000, 335, 111), seats: 9, usefulLoadLbs: 3_645,
    serial: { prefix: "208B", from: 5_000, to: 5_800 }, highlight: "Garmin G1000 NXi avionics",
    features: ["Garmin G1000 NXi", "Cargo pod", "Commuter interior", "Known icing (FIKI)", "Rough-field kit", "ESP"],
  },
  {
    manufacturer: "Piper", model: "M600", category: "turboprop", years: [2016, 2025], prices: [2_100_000, 3_700_000],
    specifications: specs(274, 260, 1_484, 30_000, 260, 20), seats: 5, usefulLoadLbs: 2_350,
    serial: { prefix: "46", from: 98_001, to: 98_200 }, highlight: "Garmin G3000 avionics",
    features: ["Garmin G3000", "Garmin Autoland", "Known icing (FIKI)", "Air conditioning", "Synthetic vision", "Fresh annual"],
  },
  {
    manufacturer: "Daher", model: "Kodiak 100", category: "turboprop", years: [2008, 2025], prices: [1_000_000, 2_900_000],
    specifications: specs(174, 165, 1_132, 25_000, 320, 30), seats: 9, usefulLoadLbs: 3_355,
    serial: { prefix: "100-", from: 1, to: 350, pad: 4 }, highlight: "Garmin G1000 NXi avionics",
    features: ["Garmin G1000 NXi", "TKS de-icing", "Cargo door", "Summit interior", "Rough-field capable", "Amphibious floats"],
  },
  // Business jets
  {
    manufacturer: "Cessna", model: "Citation CJ3+", category: "business-jet", years: [2014, 2025], prices: [5_500_000, 10_200_000],
    specifications: specs(416, 400, 2_040, 45_000, 703, 65), seats: 8, usefulLoadLbs: 5_330,
    serial: { prefix: "525B-", from: 450, to: 700, pad: 4 }, highlight: "Garmin G3000 avionics",
    features: ["Garmin G3000", "Williams TAP Blue", "Enrolled on ProParts", "WiFi", "Belted lavatory", "Synthetic vision"],
  },
  {
    manufacturer: "Cessna", model: "Citation M2 Gen2", category: "business-jet", years: [2022, 2025], prices: [5_000_000, 6_500_000],
    specifications: specs(404, 380, 1_550, 41_000, 492, 58), seats: 7, usefulLoadLbs: 3_700,
    serial: { prefix: "525-", from: 1_000, to: 1_100, pad: 4 }, highlight: "Garmin G3000 avionics",
    features: ["Garmin G3000", "Williams TAP Blue", "Enrolled on ProParts", "Autothrottle", "Belted lavatory", "Single-pilot certified"],
  },
  {
    manufacturer: "Embraer", model: "Phenom 300E", category: "business-jet", years: [2018, 2025], prices: [8_200_000, 12_500_000],
    specifications: specs(464, 410, 2_010, 45_000, 779, 84), seats: 9, usefulLoadLbs: 6_500,
    serial: { prefix: "50500", from: 400, to: 900, pad: 3 }, highlight: "the Prodigy Touch flight deck",
    features: ["Prodigy Touch (Garmin G3000)", "Embraer Executive Care", "ESP Platinum", "Gogo AVANCE WiFi", "Synthetic vision", "Belted lavatory"],
  },
  {
    manufacturer: "Bombardier", model: "Challenger 350", category: "business-jet", years: [2014, 2022], prices: [11_000_000, 20_000_000],
    specifications: specs(470, 448, 3_200, 45_000, 2_112, 106), seats: 10, usefulLoadLbs: 15_800,
    serial: { prefix: "20", from: 500, to: 900, pad: 3 }, highlight: "Collins Pro Line 21 Advanced avionics",
    features: ["Collins Pro Line 21 Advanced", "Honeywell MSP Gold", "Smart Parts Plus", "Gogo AVANCE WiFi", "Head-up display", "Synthetic vision"],
  },
  {
    manufacturer: "Bombardier", model: "Global 6500", category: "business-jet", years: [2019, 2025], prices: [38_000_000, 56_000_000],
    specifications: specs(516, 488, 6_600, 51_000, 6_638, 195), seats: 13, usefulLoadLbs: 47_000,
    serial: { prefix: "60", from: 1, to: 300, pad: 3 }, highlight: "the Bombardier Vision flight deck",
    features: ["Bombardier Vision flight deck", "Rolls-Royce CorporateCare", "Smart Services", "Ka-band WiFi", "Combined vision", "Crew rest", "Aft stateroom"],
  },
  {
    manufacturer: "Gulfstream", model: "G650ER", category: "business-jet", years: [2014, 2023], prices: [33_000_000, 62_000_000],
    specifications: specs(530, 488, 7_500, 51_000, 7_194, 195), seats: 16, usefulLoadLbs: 49_100,
    serial: { prefix: "6", from: 100, to: 550, pad: 3 }, highlight: "PlaneView II avionics",
    features: ["PlaneView II avionics", "Rolls-Royce CorporateCare", "Ka-band WiFi", "Enhanced vision system", "Crew rest", "Aft stateroom"],
  },
  {
    manufacturer: "Dassault", model: "Falcon 2000LXS", category: "business-jet", years: [2014, 2024], prices: [14_000_000, 32_000_000],
    specifications: specs(482, 459, 4_065, 41_000, 2_487, 134), seats: 10, usefulLoadLbs: 18_800,
    serial: { prefix: "", from: 250, to: 380 }, highlight: "EASy III avionics",
    features: ["EASy III avionics", "FalconEye combined vision", "ESP Gold", "FalconCare", "Ka-band WiFi", "Steep approach certified"],
  },
  {
    manufacturer: "HondaJet", model: "Elite II", category: "business-jet", years: [2022, 2025], prices: [6_200_000, 7_600_000],
    specifications: specs(422, 380, 1_547, 43_000, 453, 66), seats: 6, usefulLoadLbs: 3_400,
    serial: { prefix: "42000", from: 200, to: 300, pad: 3 }, highlight: "Garmin G3000 avionics with autothrottle",
    features: ["Garmin G3000", "Autothrottle", "Emergency autoland", "HondaJet Complete", "Belted lavatory", "ADS-B In/Out"],
  },
  {
    manufacturer: "Bombardier", model: "Learjet 75", category: "business-jet", years: [2014, 2021], prices: [5_000_000, 10_500_000],
    specifications: specs(465, 445, 2_040, 51_000, 905, 65), seats: 8, usefulLoadLbs: 7_100,
    serial: { prefix: "45-", from: 450, to: 620 }, highlight: "Garmin G5000 avionics",
    features: ["Garmin G5000", "Honeywell MSP", "Smart Parts", "WiFi", "Belted lavatory", "Synthetic vision"],
  },
  // Commercial airliners
  {
    manufacturer: "Airbus", model: "A320neo", category: "commercial", years: [2016, 2024], prices: [32_000_000, 54_000_000],
    specifications: specs(470, 447, 3_400, 39_800, 6_303, 1_320), seats: 180, usefulLoadLbs: 44_000,
    serial: { prefix: "MSN ", from: 6_500, to: 12_000 }, highlight: "CFM LEAP-1A engines and Sharklets",
    features: ["CFM LEAP-1A engines", "Sharklets", "Back-to-birth records", "Lease attached", "Cabin WiFi", "Single-class cabin"],
  },
  {
    manufacturer: "Airbus", model: "A321neo", category: "commercial", years: [2017, 2025], prices: [46_000_000, 68_000_000],
    specifications: specs(470, 447, 4_000, 39_800, 6_260, 1_826), seats: 206, usefulLoadLbs: 55_000,
    serial: { prefix: "MSN ", from: 7_000, to: 12_500 }, highlight: "Pratt & Whitney PW1100G engines",
    features: ["PW1100G geared turbofans", "Airspace cabin", "Back-to-birth records", "Lease attached", "Cabin WiFi", "Two-class cabin"],
  },
  {
    manufacturer: "Boeing", model: "737-800", category: "commercial", years: [2008, 2019], prices: [20_000_000, 36_000_000],
    specifications: specs(473, 453, 2_935, 41_000, 6_875, 1_555), seats: 189, usefulLoadLbs: 45_500,
    serial: { prefix: "MSN ", from: 30_000, to: 62_000 }, highlight: "CFM56-7B engines and split scimitar winglets",
    features: ["CFM56-7B engines", "Boeing Sky Interior", "Split scimitar winglets", "Back-to-birth records", "ETOPS 180", "Lease attached"],
  },
  {
    manufacturer: "Boeing", model: "737 MAX 8", category: "commercial", years: [2017, 2025], prices: [42_000_000, 60_000_000],
    specifications: specs(473, 453, 3_550, 41_000, 6_853, 1_540), seats: 178, usefulLoadLbs: 46_000,
    serial: { prefix: "MSN ", from: 42_000, to: 68_000 }, highlight: "CFM LEAP-1B engines",
    features: ["CFM LEAP-1B engines", "Boeing Sky Interior", "Advanced Technology winglets", "Back-to-birth records", "Cabin WiFi", "Lease attached"],
  },
  {
    manufacturer: "ATR", model: "72-600", category: "commercial", years: [2018, 2025], prices: [20_000_000, 27_000_000],
    specifications: specs(275, 255, 825, 25_000, 1_645, 371), seats: 70, usefulLoadLbs: 16_300,
    serial: { prefix: "MSN ", from: 1_450, to: 1_750 }, highlight: "PW127M engines and ClearVision",
    features: ["PW127M engines", "ClearVision EVS", "Armonia cabin", "Back-to-birth records", "RNP approach capable", "Lease attached"],
  },
  {
    manufacturer: "Embraer", model: "E195-E2", category: "commercial", years: [2019, 2025], prices: [34_000_000, 52_000_000],
    specifications: specs(470, 450, 2_600, 41_000, 4_505, 1_130), seats: 132, usefulLoadLbs: 35_600,
    serial: { prefix: "MSN 19020", from: 1, to: 200, pad: 3 }, highlight: "PW1900G geared turbofans",
    features: ["PW1900G geared turbofans", "Fly-by-wire", "Embraer Pool Program", "Back-to-birth records", "Single-class cabin", "Lease attached"],
  },
  {
    manufacturer: "Airbus", model: "A220-300", category: "commercial", years: [2018, 2025], prices: [32_000_000, 52_000_000],
    specifications: specs(470, 447, 3_450, 41_000, 5_684, 1_017), seats: 140, usefulLoadLbs: 41_500,
    serial: { prefix: "MSN 55", from: 1, to: 400, pad: 3 }, highlight: "PW1500G geared turbofans",
    features: ["PW1500G geared turbofans", "EngineWise support", "Two-class cabin", "Back-to-birth records", "Cabin WiFi", "Lease attached"],
  },
  {
    manufacturer: "Boeing", model: "787-9 Dreamliner", category: "commercial", years: [2014, 2024], prices: [70_000_000, 110_000_000],
    specifications: specs(516, 488, 7_565, 43_000, 33_384, 5_400), seats: 290, usefulLoadLbs: 115_000,
    serial: { prefix: "MSN ", from: 34_000, to: 66_000 }, highlight: "GEnx-1B engines and a three-class cabin",
    features: ["GEnx-1B engines", "Three-class cabin", "Lie-flat business class", "Back-to-birth records", "Cabin WiFi", "ETOPS 330"],
  },
  {
    manufacturer: "Airbus", model: "A350-900", category: "commercial", years: [2015, 2024], prices: [75_000_000, 110_000_000],
    specifications: specs(513, 488, 8_100, 43_100, 37_248, 5_600), seats: 315, usefulLoadLbs: 117_500,
    serial: { prefix: "MSN ", from: 10, to: 600, pad: 4 }, highlight: "Rolls-Royce Trent XWB-84 engines",
    features: ["Rolls-Royce Trent XWB-84", "Rolls-Royce TotalCare", "Three-class cabin", "Lie-flat business class", "Back-to-birth records", "Cabin WiFi"],
  },
  // Helicopters
  {
    manufacturer: "Robinson", model: "R44 Raven II", category: "helicopter", years: [2002, 2025], prices: [180_000, 640_000],
    specifications: specs(130, 113, 300, 14_000, 49, 6), seats: 3, usefulLoadLbs: 980,
    serial: { prefix: "", from: 10_000, to: 14_900 }, highlight: "a Garmin GTN 650Xi navigator",
    features: ["Garmin GTN 650Xi", "Air conditioning", "ADS-B In/Out", "Leather seats", "Dual controls", "Hangared"],
  },
  {
    manufacturer: "Robinson", model: "R66 Turbine", category: "helicopter", years: [2011, 2025], prices: [600_000, 1_400_000],
    specifications: specs(140, 120, 350, 14_000, 74, 18), seats: 4, usefulLoadLbs: 1_200,
    serial: { prefix: "", from: 1, to: 1_500, pad: 4 }, highlight: "Garmin G500H TXi avionics",
    features: ["Garmin G500H TXi", "HeliSAS autopilot", "Rolls-Royce RR300 turbine", "Air conditioning", "Dual controls", "Cargo hook"],
  },
  {
    manufacturer: "Bell", model: "407GXi", category: "helicopter", years: [2019, 2025], prices: [3_000_000, 4_300_000],
    specifications: specs(140, 133, 337, 18_690, 128, 16), seats: 6, usefulLoadLbs: 2_350,
    serial: { prefix: "54", from: 900, to: 999 }, highlight: "Garmin G1000H NXi avionics",
    features: ["Garmin G1000H NXi", "Rolls-Royce CorporateCare", "Executive interior", "High skid gear", "Air conditioning", "Cargo hook"],
  },
  {
    manufacturer: "Airbus Helicopters", model: "H125", category: "helicopter", years: [2008, 2025], prices: [1_500_000, 3_900_000],
    specifications: specs(155, 133, 340, 23_000, 143, 35), seats: 5, usefulLoadLbs: 2_180,
    serial: { prefix: "", from: 4_500, to: 9_200 }, highlight: "a Safran Arriel 2D engine",
    features: ["Safran Arriel 2D", "Dual hydraulics", "Cargo hook", "Vehicle and engine multifunction display", "Emergency floats", "Snow skis"],
  },
  {
    manufacturer: "Leonardo", model: "AW139", category: "helicopter", years: [2006, 2023], prices: [3_500_000, 14_000_000],
    specifications: specs(165, 145, 573, 20_000, 419, 120), seats: 15, usefulLoadLbs: 5_750,
    serial: { prefix: "31", from: 1, to: 800, pad: 3 }, highlight: "Honeywell Primus Epic avionics",
    features: ["Honeywell Primus Epic", "4-axis autopilot", "Weather radar", "EGPWS", "VIP interior", "Emergency floats"],
  },
  {
    manufacturer: "Airbus Helicopters", model: "H145 D3", category: "helicopter", years: [2020, 2025], prices: [9_000_000, 12_500_000],
    specifications: specs(145, 132, 351, 18_000, 227, 47), seats: 9, usefulLoadLbs: 3_950,
    serial: { prefix: "20", from: 200, to: 700, pad: 3 }, highlight: "Helionix avionics",
    features: ["Helionix avionics", "4-axis autopilot", "Safran Arriel 2E", "HCare", "Rear clamshell doors", "HEMS provisions"],
  },
  {
    manufacturer: "Bell", model: "505 Jet Ranger X", category: "helicopter", years: [2017, 2025], prices: [850_000, 1_500_000],
    specifications: specs(125, 115, 360, 18_500, 84, 16), seats: 4, usefulLoadLbs: 1_500,
    serial: { prefix: "65", from: 1, to: 500, pad: 3 }, highlight: "Garmin G1000H NXi avionics",
    features: ["Garmin G1000H NXi", "Safran Arrius 2R with FADEC", "Air conditioning", "Dual controls", "Emergency floats", "Cargo hook"],
  },
  {
    manufacturer: "Sikorsky", model: "S-76D", category: "helicopter", years: [2013, 2018], prices: [3_000_000, 7_000_000],
    specifications: specs(155, 145, 470, 13_800, 281, 38), seats: 12, usefulLoadLbs: 4_500,
    serial: { prefix: "761", from: 1, to: 120, pad: 3 }, highlight: "Thales TopDeck avionics",
    features: ["Thales TopDeck avionics", "PW210S engines", "HUMS", "4-axis autopilot", "Emergency floats", "Weather radar"],
  },
];

/** Roughly how the catalogue splits across categories, so airliners stay rare as they are on real marketplaces. */
const CATEGORY_WEIGHTS: [AircraftCategory, number][] = [
  ["single-engine", 25],
  ["multi-engine", 12],
  ["turboprop", 18],
  ["business-jet", 20],
  ["commercial", 8],
  ["helicopter", 17],
];

const HOURS_PER_YEAR: Record<AircraftCategory, [number, number]> = {
  "single-engine": [60, 180],
  "multi-engine": [80, 220],
  turboprop: [150, 400],
  "business-jet": [150, 450],
  commercial: [2_500, 3_800],
  helicopter: [120, 400],
};

const PLACES: Place[] = [
  { city: "Scottsdale, AZ", country: "US" },
  { city: "Teterboro, NJ", country: "US" },
  { city: "Van Nuys, CA", country: "US" },
  { city: "Dallas, TX", country: "US" },
  { city: "Houston, TX", country: "US" },
  { city: "Denver, CO", country: "US" },
  { city: "Naples, FL", country: "US" },
  { city: "Miami, FL", country: "US" },
  { city: "Wichita, KS", country: "US" },
  { city: "Atlanta, GA", country: "US" },
  { city: "Seattle, WA", country: "US" },
  { city: "Anchorage, AK", country: "US" },
  { city: "Farnborough, UK", country: "GB" },
  { city: "Biggin Hill, UK", country: "GB" },
  { city: "Geneva, Switzerland", country: "CH" },
  { city: "Toronto, Canada", country: "CA" },
  { city: "Vancouver, Canada", country: "CA" },
  { city: "Sydney, Australia", country: "AU" },
  { city: "Melbourne, Australia", country: "AU" },
  { city: "Dubai, UAE", country: "AE" },
  { city: "São Paulo, Brazil", country: "BR" },
  { city: "Singapore", country: "SG" },
  { city: "Dublin, Ireland", country: "IE" },
  { city: "Paris Le Bourget, France", country: "FR" },
  { city: "Toulouse, France", country: "FR" },
  { city: "Munich, Germany", country: "DE" },
  { city: "Cape Town, South Africa", country: "ZA" },
  { city: "Auckland, New Zealand", country: "NZ" },
  { city: "Hong Kong", country: "HK" },
  { city: "Rome, Italy", country: "IT" },
  { city: "Monterrey, Mexico", country: "MX" },
];

/** Airliners change hands at lessor and MRO hubs, not at general aviation fields. */
const AIRLINER_PLACES: Place[] = PLACES.filter((place) =>
  ["Dublin, Ireland", "Singapore", "Toulouse, France", "Seattle, WA", "Miami, FL", "Dubai, UAE", "Hong Kong", "São Paulo, Brazil", "Toronto, Canada"].includes(place.city),
);

const BROKERS: Broker[] = [
  { name: "Grace Whitfield", phone: "+1 (480) 555-0163", email: "g.whitfield@desertwingsaviation.example", company: "Desert Wings Aviation", categories: ["single-engine", "multi-engine", "turboprop"] },
  { name: "Jonathan Reyes", phone: "+1 (214) 555-0187", email: "j.reyes@lonestarjets.example", company: "Lone Star Jet Brokers", categories: ["business-jet", "turboprop"] },
  { name: "Harriet Cole", phone: "+44 20 7946 0588", email: "h.cole@thamesvalleyaircraft.example", company: "Thames Valley Aircraft", categories: ["single-engine", "multi-engine", "turboprop", "business-jet"] },
  { name: "Matthias Keller", phone: "+41 22 555 03 44", email: "m.keller@lemanaviation.example", company: "Léman Aviation Sales", categories: ["business-jet", "turboprop", "helicopter"] },
  { name: "Aisha Rahman", phone: "+971 4 555 0271", email: "a.rahman@falconcrestair.example", company: "Falcon Crest Aircraft", categories: ["business-jet", "helicopter", "commercial"] },
  { name: "Ciaran Doyle", phone: "+353 1 555 0419", email: "c.doyle@shannonleasing.example", company: "Shannon Fleet Remarketing", categories: ["commercial"] },
  { name: "Mei Lin Tan", phone: "+65 5550 2817", email: "m.tan@equatorairtrade.example", company: "Equator Air Trade", categories: ["commercial", "business-jet"] },
  { name: "Jack Morrison", phone: "+61 2 5550 7731", email: "j.morrison@outbackaircraft.example", company: "Outback Aircraft Sales", categories: ["single-engine", "multi-engine", "turboprop", "helicopter"] },
  { name: "Tyler Brooks", phone: "+1 (713) 555-0152", email: "t.brooks@rotorlinksales.example", company: "RotorLink Sales", categories: ["helicopter"] },
  { name: "Beatriz Almeida", phone: "+55 11 5555-0198", email: "b.almeida@cruzeiroaviacao.example", company: "Cruzeiro Aviação", categories: ["single-engine", "turboprop", "business-jet", "helicopter"] },
  { name: "Peter Jansen", phone: "+1 (316) 555-0177", email: "p.jansen@prairiepropeller.example", company: "Prairie Propeller Sales", categories: ["single-engine", "multi-engine"] },
];

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const ORDINAL_OWNERS = ["first", "second", "second", "third", "fourth"];

function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error("pick: cannot choose from an empty list");
  return item;
}

function pickWeighted<T>(rng: Rng, entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = rng() * total;
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  const last = entries[entries.length - 1];
  if (last === undefined) throw new Error("pickWeighted: cannot choose from an empty list");
  return last[0];
}

/** Inclusive on both ends. */
function int(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

function sample<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) {
    const [item] = pool.splice(Math.floor(rng() * pool.length), 1);
    if (item !== undefined) chosen.push(item);
  }
  return chosen;
}

function letters(rng: Rng, count: number): string {
  let out = "";
  for (let i = 0; i < count; i++) out += LETTERS.charAt(Math.floor(rng() * LETTERS.length));
  return out;
}

const GERMAN_CLASS_LETTER: Record<AircraftCategory, string> = {
  "single-engine": "E",
  "multi-engine": "G",
  turboprop: "F",
  "business-jet": "C",
  commercial: "A",
  helicopter: "H",
};

function registration(rng: Rng, country: Country, category: AircraftCategory): string {
  switch (country) {
    case "US": {
      const digits = String(int(rng, 1, 9999));
      const suffixLength = digits.length >= 4 ? int(rng, 0, 1) : int(rng, 1, 2);
      return `N${digits}${letters(rng, suffixLength)}`;
    }
    case "GB": return `G-${letters(rng, 4)}`;
    case "CH": return `HB-${category === "helicopter" ? "Z" : category === "business-jet" ? "J" : letters(rng, 1)}${letters(rng, 2)}`;
    case "CA": return `C-${pick(rng, ["F", "G"])}${letters(rng, 3)}`;
    case "AU": return `VH-${letters(rng, 3)}`;
    case "AE": return `A6-${letters(rng, 3)}`;
    case "BR": return `${pick(rng, ["PP", "PR", "PS"])}-${letters(rng, 3)}`;
    case "SG": return `9V-${letters(rng, 3)}`;
    case "IE": return `EI-${letters(rng, 3)}`;
    case "FR": return `F-H${letters(rng, 3)}`;
    case "DE": return `D-${GERMAN_CLASS_LETTER[category]}${letters(rng, 3)}`;
    case "ZA": return `ZS-${letters(rng, 3)}`;
    case "NZ": return `ZK-${letters(rng, 3)}`;
    case "HK": return `B-${pick(rng, ["K", "L", "M"])}${letters(rng, 2)}`;
    case "IT": return `I-${letters(rng, 4)}`;
    case "MX": return `XA-${letters(rng, 3)}`;
  }
}

function serialNumber(rng: Rng, serial: ModelTemplate["serial"]): string {
  return serial.prefix + String(int(rng, serial.from, serial.to)).padStart(serial.pad ?? 0, "0");
}

function roundPrice(price: number): number {
  const step = price >= 10_000_000 ? 50_000 : price >= 1_000_000 ? 5_000 : 1_000;
  return Math.max(step, Math.round(price / step) * step);
}

const thousands = (n: number): string => n.toLocaleString("en-US");

function describe(rng: Rng, template: ModelTemplate, year: number, hours: number): string {
  const { category, model } = template;
  const recentYear = Math.min(REFERENCE_YEAR, Math.max(year, REFERENCE_YEAR - int(rng, 0, 3)));
  const when = `${pick(rng, MONTHS)} ${recentYear}`;
  const opening =
    hours < 100
      ? pick(rng, [
          `Nearly new ${model} with only ${thousands(hours)} hours since delivery.`,
          `Low-time ${year} ${model}, flown just ${thousands(hours)} hours and still under factory warranty.`,
        ])
      : pick(rng, [
          `${year} ${model} with ${thousands(hours)} hours total time, offered by its ${pick(rng, ORDINAL_OWNERS)} owner.`,
          `Well-kept ${model} built in ${year}, flown ${thousands(hours)} hours since new.`,
          `This ${year} ${model} has ${thousands(hours)} hours total time and complete records since new.`,
        ]);

  const maintenance = (() => {
    switch (category) {
      case "single-engine":
      case "multi-engine":
        return pick(rng, [
          `Annual inspection completed in ${when} with no open squawks.`,
          year <= REFERENCE_YEAR - 10
            ? `Engine${category === "multi-engine" ? "s" : ""} at ${thousands(Math.min(hours, int(rng, 80, 1_600)))} hours since overhaul with strong compressions.`
            : `Original factory engine${category === "multi-engine" ? "s" : ""} well within TBO, with strong compressions.`,
          "Maintained by a factory-authorised service centre since new.",
        ]);
      case "turboprop":
      case "business-jet":
        return pick(rng, [
          "Engines are enrolled on an hourly maintenance programme and the airframe on a parts plan.",
          `All inspections are current, and the next major inspection is not due for ${int(rng, 6, 36)} months.`,
          `Maintained within the manufacturer's service network, with the last inspection in ${when}.`,
        ]);
      case "commercial":
        return pick(rng, [
          `Full back-to-birth records, with the next C-check due in ${int(rng, 6, 30)} months.`,
          `Available with or without its current lease, which runs through ${REFERENCE_YEAR + int(rng, 1, 7)}.`,
          `Both engines have over ${thousands(int(rng, 4, 12) * 1_000)} cycles remaining to their next shop visit.`,
        ]);
      case "helicopter":
        return pick(rng, [
          `Dynamic components are mid-life, with the next major inspection ${thousands(int(rng, 100, 900))} hours away.`,
          "Engine on a power-by-the-hour programme and the airframe maintained by an approved centre.",
          `Last 100-hour and annual inspections completed in ${when}.`,
        ]);
    }
  })();

  const condition =
    rng() < 0.85
      ? pick(rng, ["No damage history and always hangared.", "Never damaged, with an excellent interior and exterior.", "No damage history; paint and interior both rate 8 out of 10."])
      : `Minor hangar rash repaired in ${int(rng, year, REFERENCE_YEAR)}, fully documented.`;

  return `${opening} ${maintenance} ${condition} Equipped with ${template.highlight}.`;
}

function availableInMonths(rng: Rng, category: AircraftCategory): number {
  const delayed = category === "commercial" ? 0.45 : 0.12;
  return rng() < delayed ? pick(rng, [1, 2, 2, 3, 4, 4, 6, 8, 14]) : 0;
}

function status(rng: Rng): ListingStatus {
  return pickWeighted<ListingStatus>(rng, [["active", 90], ["pending", 6], ["sold", 4]]);
}

/**
 * Deterministic, realistic listings for benchmarks and load tests: the same
 * count and seed always give the same listings. Ids start at 1000 so they never
 * collide with the hand-written seed catalogue.
 */
export function generateListings(count: number, seed = 1): Array<ListingSeed & { views: number }> {
  const rng = mulberry32(seed);
  const templatesByCategory = new Map<AircraftCategory, ModelTemplate[]>();
  for (const template of TEMPLATES) {
    templatesByCategory.set(template.category, [...(templatesByCategory.get(template.category) ?? []), template]);
  }
  const usedRegistrations = new Set<string>();
  const listings: Array<ListingSeed & { views: number }> = [];

  for (let index = 0; index < count; index++) {
    const category = pickWeighted(rng, CATEGORY_WEIGHTS);
    const template = pick(rng, templatesByCategory.get(category) ?? []);
    const [firstYear, lastYear] = template.years;
    const year = int(rng, firstYear, lastYear);
    const age = REFERENCE_YEAR - year;

    const [minRate, maxRate] = HOURS_PER_YEAR[category];
    const hours = age === 0 ? int(rng, 2, 60) : Math.round(age * int(rng, minRate, maxRate) * (0.8 + rng() * 0.4));

    const [oldestPrice, newestPrice] = template.prices;
    const span = lastYear - firstYear;
    const ageFraction = span === 0 ? 1 : (year - firstYear) / span;
    const price = roundPrice((oldestPrice + (newestPrice - oldestPrice) * ageFraction) * (0.9 + rng() * 0.2));

    const place = pick(rng, category === "commercial" ? AIRLINER_PLACES : PLACES);
    // Three-letter registration pools hold ~17,000 marks, so very large runs may repeat one after a few tries.
    let mark = registration(rng, place.country, category);
    for (let attempt = 0; usedRegistrations.has(mark) && attempt < 20; attempt++) {
      mark = registration(rng, place.country, category);
    }
    usedRegistrations.add(mark);

    const features = sample(rng, template.features, int(rng, 4, Math.min(7, template.features.length)));
    const brokers = BROKERS.filter((broker) => broker.categories.includes(category));
    const broker = pick(rng, brokers);
    const contact = { name: broker.name, phone: broker.phone, email: broker.email, company: broker.company };
    const listingStatus = status(rng);

    listings.push({
      id: FIRST_ID + index,
      name: `${year} ${template.manufacturer} ${template.model}`,
      manufacturer: template.manufacturer,
      model: template.model,
      year,
      category,
      price,
      location: place.city,
      totalTimeHours: hours,
      seats: template.seats,
      usefulLoadLbs: Math.round((template.usefulLoadLbs * (0.97 + rng() * 0.06)) / 10) * 10,
      registration: mark,
      serialNumber: serialNumber(rng, template.serial),
      description: describe(rng, template, year, hours),
      features,
      specifications: { ...template.specifications },
      availableInMonths: listingStatus === "sold" ? 0 : availableInMonths(rng, category),
      status: listingStatus,
      isFeatured: false,
      views: 40 + Math.floor(3_960 * rng() ** 2),
      daysSinceListed: int(rng, 1, 240),
      contact,
    });
  }
  return listings;
}

/** Every model the generator lists, by maker (the model family table must know each). */
export function generatedModels(): Array<{ manufacturer: string; model: string }> {
  return TEMPLATES.map(({ manufacturer, model }) => ({ manufacturer, model }));
}
