import { z } from "../zod";

// Apart from listing-photos.ts, whose helpers the public pages ship: this schema would bring zod with it.
/** The photo manager's buttons other than upload: each names a photo and what to do with it. */
export const photoChangeSchema = z.object({
  intent: z.enum(["cover", "up", "down", "delete"]),
  photoId: z.coerce.number().int().positive(),
});

export type PhotoChange = z.infer<typeof photoChangeSchema>;

export const PHOTO_CHANGE_MESSAGES: Record<PhotoChange["intent"], string> = {
  cover: "The cover photo is changed.",
  up: "The photo moved up.",
  down: "The photo moved down.",
  delete: "The photo is deleted.",
};
