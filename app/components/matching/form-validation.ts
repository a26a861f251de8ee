/**
 * The AI match page's two forms, validated in the browser once useDeferredValidation
 * loads this module (it brings zod with it).
 */
import { parseWithZod } from "~/components/forms/parse-with-zod";
import { matchRequirementsSchema } from "~/domain/matching/match-requirements-schema";
import { sellerAircraftSchema } from "~/domain/matching/seller-aircraft-schema";

export const validateMatchRequirements = (formData: FormData) => parseWithZod(formData, { schema: matchRequirementsSchema });
export const validateSellerAircraft = (formData: FormData) => parseWithZod(formData, { schema: sellerAircraftSchema });
