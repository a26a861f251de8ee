/**
 * Writes build/database-template.tar.gz (app/server/db/client.server.ts says why); run by
 * `npm run build` after the app's build, and in the image's build stage.
 */
import { DATABASE_TEMPLATE, writeDatabaseTemplate } from "../app/server/db/client.server";

const started = Date.now();
await writeDatabaseTemplate();
console.log(`Wrote ${DATABASE_TEMPLATE} in ${Date.now() - started} ms.`);
