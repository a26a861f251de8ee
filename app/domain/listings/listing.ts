import type { AircraftCategory } from "../catalog/categories";
import type { AviationFacts } from "./aviation";
import type { PhotoImage } from "./listing-photos";
import type { RequiredListingField } from "./required-fields";

export const LISTING_STATUSES = ["active", "pending", "sold", "draft", "deleted", "expired"] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** How the dashboard and editor name a status; the spec shows pending as "Pending". */
export function statusLabel(status: ListingStatus): string {
  return { active: "Active", pending: "Pending", sold: "Sold", draft: "Draft", deleted: "Deleted", expired: "Expired" }[status];
}

/**
 * The statuses buyers may open on a detail page. A draft is never public; a deleted
 * listing is kept only so that its inquiries stay readable; an expired one (its seller did
 * not answer whether it is still for sale, app/domain/listings/freshness.ts) is its seller's
 * alone until republished, so buyers are never told it sold.
 */
export const PUBLIC_STATUSES = ["active", "pending", "sold"] as const satisfies readonly ListingStatus[];

/** Whether buyers may open the listing's page (its status is one of PUBLIC_STATUSES). */
export function hasPublicPage(status: ListingStatus): boolean {
  return (PUBLIC_STATUSES as readonly ListingStatus[]).includes(status);
}

/** Who may see a listing's photos: everyone, or only its seller (and operators, who may look at any listing). */
export type PhotoAudience = "everyone" | "seller";

/**
 * A public listing's photos are everyone's; any other listing's (a draft, a deleted one,
 * or any status buyers are not shown) are its seller's alone, and operators'. The one rule for photos:
 * a new status falls under it by being public or not.
 */
export function photoAudience(status: ListingStatus): PhotoAudience {
  return hasPublicPage(status) ? "everyone" : "seller";
}

/** Performance and capacity figures, each in the unit its name ends with. */
export type AircraftSpecifications = {
  maxSpeedKts: number;
  cruiseSpeedKts: number;
  rangeNm: number;
  ceilingFt: number;
  fuelCapacityGal: number;
  baggageCuFt: number;
};

export type SellerContact = {
  name: string;
  phone: string;
  email: string;
  company: string;
};

/** An aircraft for sale, as buyers see it on the catalogue and detail pages. */
export type Listing = {
  id: number;
  name: string;
  manufacturer: string;
  model: string;
  year: number;
  category: AircraftCategory;
  /** Asking price in whole US dollars. */
  price: number;
  location: string;
  /** The airport the aircraft is based at (its code), when the seller named one. */
  baseAirport?: string;
  totalTimeHours: number;
  seats: number;
  usefulLoadLbs: number;
  registration: string;
  serialNumber: string;
  description: string;
  features: string[];
  specifications: AircraftSpecifications;
  /** Airframe, engines, propellers, equipment, inspection and history: what the seller has told. */
  aviation: AviationFacts;
  /** Months until the aircraft can be delivered; 0 means now. */
  availableInMonths: number;
  /** The drawing of the aircraft's configuration, shown while the listing has no photo. */
  image: string;
  /** The seller's chosen cover photo, loaded for cards (listings without photos have none). */
  cover?: PhotoImage;
  /** How many photos the listing has, loaded with its cover. */
  photoCount?: number;
  status: ListingStatus;
  isFeatured: boolean;
  views: number;
  contact: SellerContact;
  createdAt: Date;
  /** When the seller last saved it. */
  updatedAt: Date;
  /** One of the sample inventory's, where the page asked (a made-up seller): marked "Sample". */
  sample?: boolean;
  /**
   * The fields a draft has not been given yet (stored as nothing: null, or empty text).
   * Their values above are placeholders for the seller's own pages; only a draft has any.
   */
  blank?: readonly RequiredListingField[];
};

const LISTING_ID = /^[1-9]\d{0,9}$/;
const LARGEST_LISTING_ID = 2_147_483_647;

/** The id in /aircraft/{id}: a positive whole number that fits the database's integer, else null. */
export function parseListingId(param: string | undefined): number | null {
  if (!param || !LISTING_ID.test(param)) return null;
  const id = Number(param);
  return id <= LARGEST_LISTING_ID ? id : null;
}

/** What a card shows of a listing, on the catalogue and the home page: a page carries nothing more of it. */
export type ListingCardData = Pick<
  Listing,
  "id" | "name" | "manufacturer" | "model" | "year" | "category" | "price" | "location" | "totalTimeHours" | "views" | "image" | "cover" | "photoCount"
> & {
  /** The seller's company, as the listing's contact gives it. */
  sellerCompany: string;
  /** Only the catalogue's list layout shows it. */
  description?: string;
  /** Near an airport: how far the aircraft's base is from it, in nautical miles, and the airport's code. */
  distance?: { nm: number; from: string };
  /** The legal name of the seller's approved verification request: the card shows "Verified seller" beside it alone. */
  verifiedLegalName?: string | null;
  /** One of the sample inventory's (a made-up seller): the card says "Sample" and shows no made-up figures. */
  sample?: boolean;
  /** Pending: under agreement with a buyer, the card says "Sale Pending" (the catalogue lists these too). */
  status?: ListingStatus;
};
