/** The normalisation rule's table: searchWords in app/domain and search_words() in the database must both give these. */
export const SEARCH_WORD_CASES = [
  { text: "Pilatus PC-12 NGX", words: "pilatus pc 12 ngx pilatus pc12ngx" },
  { text: "PC12", words: "pc12 pc12" },
  { text: "Gulfstream G650ER", words: "gulfstream g650er gulfstream g650er" },
  { text: "Beechcraft King Air 350i", words: "beechcraft king air 350i beechcraft king air350i" },
  { text: "Cessna Citation CJ3+", words: "cessna citation cj3plus cessna citation cj3plus" },
  { text: "Airbus A320neo", words: "airbus a320neo airbus a320neo" },
  { text: "Daher TBM 960", words: "daher tbm 960 daher tbm960" },
  { text: "G-ABCD", words: "g abcd gabcd" },
  { text: "N414CJ", words: "n414cj n414cj" },
  { text: "525B-0123", words: "525b 0123 525b0123" },
  { text: "São Paulo, Brazil", words: "sao paulo brazil sao paulo brazil" },
  { text: "ZÜRICH Łódź", words: "zurich lodz zurich lodz" },
  { text: "Garmin G1000 NXi, 2 engines", words: "garmin g1000 nxi 2 engines garmin g1000nxi 2engines" },
  { text: "  ", words: "" },
] as const;

/** Whether a prefix tsquery of single terms and (joined | parts) alternatives finds a document's words. */
export function tsqueryFinds(tsquery: string, words: string): boolean {
  const document = words.split(" ");
  const has = (prefix: string) => document.some((word) => word.startsWith(prefix.replace(":*", "")));
  return evaluate(tsquery, has);
}

function evaluate(tsquery: string, has: (prefix: string) => boolean): boolean {
  // Top level: "a:* & (b:* | c:* & d:*) & e:*" — split on " & " outside parentheses.
  const groups: string[] = [];
  let depth = 0;
  let current = "";
  for (const part of tsquery.split(" ")) {
    depth += (part.match(/\(/g) ?? []).length - (part.match(/\)/g) ?? []).length;
    current += (current ? " " : "") + part;
    if (depth === 0 && part !== "&") {
      groups.push(current);
      current = "";
    } else if (depth === 0) current = "";
  }
  return groups.every((group) => {
    if (!group.startsWith("(")) return has(group);
    const [joined, parts] = group.slice(1, -1).split(" | ") as [string, string];
    return has(joined) || parts.split(" & ").every(has);
  });
}

