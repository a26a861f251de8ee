import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import type { Device } from "~/domain/accounts/devices";
import { SettingsSection } from "./account-sections";

/**
 * The account's signed-in devices (null: the auth server's sessions cannot be read here,
 * which the page says plainly) and the two ways to end them.
 */
export function SessionsSection({ devices }: { devices: Device[] | null }) {
  return (
    <SettingsSection title="Signed-in devices" description="Lost a phone, or signed in on a shared computer? End those sessions here.">
      {devices ? (
        <ul aria-label="Devices signed in to your account" className="mb-5 divide-y divide-line rounded-lg border border-line">
          {devices.map((device) => (
            <li key={device.id} className="flex flex-col gap-1 px-4 py-3 text-sm">
              <span className="font-medium text-ink">
                {device.browser}
                {device.current ? <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">This device</span> : null}
              </span>
              <span className="text-ink-soft">{[device.lastActive, device.from, device.signedIn].filter(Boolean).join(" · ")}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-5 text-sm text-ink-soft">
          The list of signed-in devices is not available on this installation: its auth server's sessions cannot be read from here. The buttons below still end them.
        </p>
      )}
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
