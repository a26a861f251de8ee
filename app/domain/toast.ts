import { z } from "./zod";

/** A short notice shown bottom-right, carried across a redirect by the server. */
export const toastSchema = z.object({
  id: z.string(),
  type: z.enum(["success", "error", "info"]),
  message: z.string().max(500),
});

export type Toast = z.infer<typeof toastSchema>;
