import { useForm } from "~/components/forms/use-form";
import { getFormProps, getInputProps } from "~/components/forms/field-props";
import { getZodConstraint } from "@conform-to/zod/v4";
import { parseWithZod } from "~/components/forms/parse-with-zod";
import { data, Form, redirect } from "react-router";
import { FrequencyChoice } from "~/components/frequency-choice";
import { Button, LinkButton } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { InputField } from "~/components/ui/field";
import { useDeferredValidation } from "~/components/use-deferred-validation";
import { useSubmitting } from "~/components/use-submitting";
import type { SignedInUser } from "~/domain/accounts/account";
import { describeCriteria, frequencySentence, parseSavedSearchId, SAVED_SEARCH_INTENTS, savedSearchHref } from "~/domain/alerts/saved-search";
import { type AlertFrequency, DEFAULT_ALERT_FREQUENCY, SAVED_SEARCHES_TAB, SEARCH_NAME_MAX_LENGTH } from "~/domain/alerts/alert-frequency";
import { editSavedSearchSchema, searchFrequencySchema } from "~/domain/alerts/saved-search-schema";
import { requireUser } from "~/server/auth/guards.server";
import { database } from "~/server/db/client.server";
import {
  criteriaOf,
  deleteSavedSearch,
  findSavedSearch,
  markSavedSearchViewed,
  updateSavedSearch,
} from "~/server/alerts/saved-searches.server";
import { redirectWithToast } from "~/server/platform/toast.server";
import type { Route } from "./+types/saved-searches-edit";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Edit ${loaderData?.search.name ?? "saved search"} · AeroMarket` },
  { name: "robots", content: "noindex" },
];

/** The signed-in buyer and the id in the URL; anything else is a 404, as for someone else's search. */
function requireBuyer(context: Route.LoaderArgs["context"], url: URL, param: string | undefined): { buyer: SignedInUser; id: number } {
  const buyer = requireUser(context, url);
  const id = parseSavedSearchId(param);
  if (buyer.userType !== "buyer" || id === null) throw data(null, { status: 404 });
  return { buyer, id };
}

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { buyer, id } = requireBuyer(context, url, params.id);
  const row = await findSavedSearch(await database(), buyer.id, id);
  if (!row) throw data(null, { status: 404 });
  return {
    search: { id: row.id, name: row.name, frequency: row.frequency, description: describeCriteria(criteriaOf(row)) },
    constraint: getZodConstraint(editSavedSearchSchema),
  };
}

export async function action({ params, request, url, context }: Route.ActionArgs) {
  const { buyer, id } = requireBuyer(context, url, params.id);
  const db = await database();
  const formData = await request.formData();
  const intent = SAVED_SEARCH_INTENTS.find((known) => known === formData.get("intent"));
  if (intent === "run") {
    const criteria = await markSavedSearchViewed(db, buyer.id, id);
    if (!criteria) throw data(null, { status: 404 });
    return redirect(savedSearchHref(criteria));
  }
  if (intent === "delete") {
    const name = await deleteSavedSearch(db, buyer.id, id);
    if (name === null) throw data(null, { status: 404 });
    return redirectWithToast(SAVED_SEARCHES_TAB, { type: "success", message: `“${name}” is deleted. No more alerts will come for it.` });
  }
  if (intent === undefined) throw data(null, { status: 400 });
  const current = await findSavedSearch(db, buyer.id, id);
  if (!current) throw data(null, { status: 404 });
  // Both forms share the field names, so a mistake in either is shown on this page's form.
  const submission = parseWithZod(formData, { schema: intent === "update" ? editSavedSearchSchema : searchFrequencySchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  await updateSavedSearch(db, buyer.id, id, submission.value);
  const name = "name" in submission.value ? submission.value.name : current.name;
  return redirectWithToast(SAVED_SEARCHES_TAB, { type: "success", message: `“${name}” is updated. ${frequencySentence(submission.value.frequency)}` });
}

const loadValidation = () => import("~/components/saved-search-validation").then((forms) => forms.validateSavedSearchEdit);

export default function EditSavedSearchPage({ loaderData, actionData }: Route.ComponentProps) {
  const { search } = loaderData;
  const path = `/saved-searches/${search.id}`;
  const validation = useDeferredValidation(loadValidation);
  const [form, fields] = useForm({
    id: "edit-saved-search",
    lastResult: actionData,
    defaultValue: { name: search.name, frequency: search.frequency },
    constraint: loaderData.constraint,
    validate: validation.validate,
  });
  const saving = useSubmitting(path);
  const nameProps = getInputProps(fields.name, { type: "text" });
  const frequency = typeof fields.frequency.initialValue === "string" ? (fields.frequency.initialValue as AlertFrequency) : DEFAULT_ALERT_FREQUENCY;
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-12 sm:px-6 sm:py-16">
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Saved search</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight break-words text-ink">Edit “{search.name}”</h1>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label="What this search looks for">
        {search.description.map((part) => (
          <li key={part} className="rounded-full bg-navy-50 px-3 py-1 text-xs font-medium text-navy-700 ring-1 ring-navy-100">
            {part}
          </li>
        ))}
      </ul>
      <Card className="mt-8 p-6 sm:p-8">
        <Form method="post" action={path} {...getFormProps(form)} onFocus={validation.prepare} className="space-y-5">
          <input type="hidden" name="intent" value="update" />
          <InputField label="Name" errors={fields.name.errors} hint={`Up to ${SEARCH_NAME_MAX_LENGTH} characters.`} {...nameProps} />
          <FrequencyChoice id={fields.frequency.id} name={fields.frequency.name} defaultValue={frequency} errors={fields.frequency.errors} />
          <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
            <LinkButton to={SAVED_SEARCHES_TAB} variant="outline">
              Cancel
            </LinkButton>
            <Button type="submit" disabled={saving}>
              {saving ? "Saving..." : "Save changes"}
            </Button>
          </div>
        </Form>
      </Card>
      <Form method="post" action={path} className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line px-5 py-4">
        <p className="text-sm text-ink-soft">Delete the search and stop its alerts.</p>
        <input type="hidden" name="intent" value="delete" />
        <Button type="submit" variant="danger-ghost" size="sm">
          Delete search
        </Button>
      </Form>
    </main>
  );
}
