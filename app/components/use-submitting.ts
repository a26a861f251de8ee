import { useNavigation } from "react-router";

/** True while a form is being posted to `pathname` (its query, such as ?type=seller, aside). */
export function useSubmitting(pathname: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formAction?.split("?")[0] === pathname;
}
