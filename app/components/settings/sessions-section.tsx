import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { SettingsSection } from "./account-sections";

export function SessionsSection() {
  return (
    <SettingsSection title="Signed-in devices" description="Lost a phone, or signed in on a shared computer? End those sessions here.">
      <div className="flex flex-wrap gap-3">
        <Form method="post">
          <input type="hidden" name="intent" value="sign-out-others" />
          <Button type="submit" variant="outline">
            Sign out other devices
          </Button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="sign-out-everywhere" />
          <Button type="submit" variant="danger-ghost">
            Sign out everywhere
          </Button>
        </Form>
      </div>
    </SettingsSection>
  );
}
