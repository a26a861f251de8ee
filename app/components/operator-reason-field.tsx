import { TextareaField } from "~/components/ui/form-fields";
import { OPERATOR_REASON_LENGTH } from "~/domain/operators/operator-reason";

/** The reason an operator gives for a decision, kept by the audit log; refilled from a refused attempt. */
export function OperatorReasonField({ id, label, defaultValue }: { id: string; label: string; defaultValue: string }) {
  return (
    <TextareaField
      id={id}
      label={label}
      name="reason"
      rows={2}
      required
      minLength={OPERATOR_REASON_LENGTH.min}
      maxLength={OPERATOR_REASON_LENGTH.max}
      defaultValue={defaultValue}
    />
  );
}
