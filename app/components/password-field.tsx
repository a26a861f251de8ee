import { type ComponentProps, useState } from "react";
import { useHydrated } from "./use-hydrated";
import { InputField } from "./ui/field";

type PasswordFieldProps = Omit<ComponentProps<typeof InputField>, "type" | "trailing">;

/** A password input whose Show/Hide toggle appears only where a script can run it. */
export function PasswordField(props: PasswordFieldProps) {
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);
  return (
    <InputField
      {...props}
      type={visible ? "text" : "password"}
      trailing={
        hydrated ? (
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            aria-label={visible ? `Hide ${String(props.label).toLowerCase()}` : `Show ${String(props.label).toLowerCase()}`}
            aria-pressed={visible}
            className="rounded-md px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-navy-50"
          >
            {visible ? "Hide" : "Show"}
          </button>
        ) : null
      }
    />
  );
}
