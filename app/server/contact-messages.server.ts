import type { ContactForm } from "~/domain/contact-form";
import type { Database } from "./db/client.server";
import { contactMessages } from "./db/schema";

export async function saveContactMessage(db: Database, message: ContactForm): Promise<void> {
  await db.insert(contactMessages).values(message);
}
