/**
 * Writes build/database-template.tar.gz (app/server/db/database-template.server.ts says
 * why); run by `npm run build` after the app's build, and by the image's own stage for it.
 * A template made from the same migrations and packages is reused: making it was most of
 * the build's time, and a change to the app's sources does not change it.
 */
import { DATABASE_TEMPLATE, templateInputsHash, writeDatabaseTemplate } from "../app/server/db/database-template.server";

const started = Date.now();
const reused = await writeDatabaseTemplate(await templateInputsHash());
console.log(reused ? `Wrote ${DATABASE_TEMPLATE}: the one made last, from the same migrations and packages.` : `Wrote ${DATABASE_TEMPLATE} in ${Date.now() - started} ms.`);
