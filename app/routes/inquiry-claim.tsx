import { data, Form } from "react-router";
import { FormAlert } from "~/components/form-alert";
import { Button, LinkButton } from "~/components/ui/button";
import { z } from "~/domain/zod";
import { requireUser } from "~/server/auth/guards.server";
import { database } from "~/server/db/client.server";
import { claimGuestInquiry } from "~/server/inquiries/inquiries.server";
import { threadPath } from "~/server/inquiries/inquiry-mail.server";
import { verifyInquiryClaimToken } from "~/server/inquiries/inquiry-claim-token.server";
import { env } from "~/server/platform/env.server";
import { redirectWithToast } from "~/server/platform/toast.server";
import type { Route } from "./+types/inquiry-claim";

export const meta: Route.MetaFunction = () => [{ title: "Add your inquiry to your account · AeroMarket" }, { name: "robots", content: "noindex" }];

const tokenSchema = z.object({ token: z.string().min(1).max(100) });

function inquiryOf(token: FormDataEntryValue | null): number | null {
  const parsed = tokenSchema.safeParse({ token });
  return parsed.success ? verifyInquiryClaimToken(parsed.data.token, env().sessionSecrets) : null;
}

/**
 * The link in a guest's copy of their inquiry. Opening it asks the visitor to sign in
 * (or register), then to confirm with a button: a mail scanner opening the link adds
 * nothing to anyone.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  requireUser(context, url);
  const headers = { "Cache-Control": "private, no-store" };
  const token = url.searchParams.get("token");
  return inquiryOf(token) === null ? data({ token: null }, { status: 400, headers }) : data({ token }, { headers });
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const user = requireUser(context, url);
  const inquiryId = inquiryOf((await request.formData()).get("token"));
  if (inquiryId === null) return data({ problem: "This link is not valid. Open it again from the email." }, { status: 400 });
  const claim = await claimGuestInquiry(await database(), user.id, inquiryId);
  if (claim === "added" || claim === "already-yours") {
    return redirectWithToast(threadPath(inquiryId), { type: "success", message: "The inquiry is in your My Inquiries." });
  }
  const problem = claim === "taken" ? "This inquiry is already in another account." : "This inquiry no longer exists.";
  return data({ problem }, { status: claim === "taken" ? 409 : 404 });
}

export default function InquiryClaimPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      {loaderData.token ? (
        <>
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Add your inquiry to your account</h1>
          <p className="mt-4 text-ink-soft">
            The inquiry you sent as a guest will appear under My Inquiries, where you can read the seller&apos;s replies and answer them.
          </p>
          <div className="mt-4 w-full text-left">
            <FormAlert errors={actionData ? [actionData.problem] : undefined} />
          </div>
          <Form method="post" className="mt-8">
            <input type="hidden" name="token" value={loaderData.token} />
            <Button type="submit" size="lg">
              Add to My Inquiries
            </Button>
          </Form>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">This link is not valid</h1>
          <p className="mt-4 text-ink-soft">The link may have been cut short or changed. Open it again from the email.</p>
          <LinkButton to="/dashboard" className="mt-8" size="lg">
            Go to your dashboard
          </LinkButton>
        </>
      )}
    </main>
  );
}
