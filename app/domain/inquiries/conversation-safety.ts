/**
 * Which safety warnings a message in an inquiry thread earns: the patterns of the scams
 * /safety describes (wiring money, escrow details from the other side, gift cards, and
 * moving the conversation off the site), and new or changed bank details, which the deal
 * room also warns of at its top. The message is delivered whatever it says; the
 * thread shows the warning under it. Aviation talks about wiring a panel and safety wire,
 * and phone-like figures (hours, prices, years): the patterns ask for more than a word.
 */

export const SAFETY_WARNINGS = ["bank-change", "wire", "escrow", "gift-card", "off-site"] as const;
export type SafetyWarning = (typeof SAFETY_WARNINGS)[number];

const AMOUNT = String.raw`(?:\$|us\$|usd|€|£|\d{1,3}(?:,\d{3})+)`;
const MONEY = String.raw`(?:money|funds?|deposit|payment|balance|cash|amount|dollars|euros)`;

const PATTERNS: Record<SafetyWarning, RegExp[]> = {
  // The business email compromise: "our bank details changed", sent in the middle of a deal.
  "bank-change": [
    /\b(?:new|changed|updated|different|revised|corrected)\s+(?:bank(?:ing)?|account|wire|wiring|payment|remittance)\s+(?:details|instructions|info|information|account|number)\b/,
    /\b(?:bank(?:ing)?|account|wire|wiring|payment)\s+(?:details|instructions|information|info)\s+(?:have|has)\s+(?:changed|been\s+(?:changed|updated))\b/,
    /\b(?:new|different)\s+(?:bank\s+)?account\s+for\s+(?:the\s+)?(?:deposit|payment|balance|funds|wire)\b/,
    /\bchanged\s+(?:our|my|the)\s+bank(?:s|\s+account)?\b/,
  ],
  wire: [
    /\bwire[ -]?transfer/,
    new RegExp(String.raw`\bwir(?:e|es|ed|ing)\s+(?:(?:me|us|you|it|them)\s+)?(?:(?:the|a|your|my|our|half|of)\s+)*(?:${MONEY}\b|${AMOUNT})`),
    new RegExp(String.raw`\b${MONEY}\b[^.!?\n]{0,40}\b(?:by|via|through)\s+wire\b`),
    /\bbank\s+transfer\b/,
    /\b(?:western union|moneygram)\b/,
    /\b(?:routing number|iban|swift(?:\/bic)? code|bic code)\b/,
    /\b(?:bank|banking|bank account)\s+details\b/,
  ],
  escrow: [
    /\bescrow\b[^.!?\n]{0,40}\b(?:account|details|info|information|bank|wire|routing|iban|swift)\b/,
    /\b(?:my|our)\s+escrow\b/,
    /\bescrow[\w-]*\.(?:com|net|org|co|io)\b/,
  ],
  "gift-card": [/\b(?:gift|itunes|google play|steam|amazon)\s*(?:cards?|vouchers?|codes?)\b/, /\bgiftcards?\b/],
  "off-site": [
    /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/,
    /\b\w+\s*[([]?\s*at\s*[)\]]?\s*(?:gmail|yahoo|hotmail|outlook|icloud|proton(?:mail)?|aol)\s*[([]?\s*dot\b/,
    /\b(?:gmail|hotmail|protonmail)\b/,
    /\b(?:whats\s?app|telegram|viber|wechat|skype)\b/,
    /\b(?:wa\.me|t\.me)\//,
    /(?<![\d+])\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}(?!\d)/,
    /(?<!\d)\d{10,11}(?!\d)/,
    /\+\d{1,3}(?:[\s.-]?\d{2,4}){2,5}(?!\d)/,
    /\b(?:text|txt|sms)\s+me\b/,
    /\b(?:email|e-mail|contact|reach|write to)\s+me\s+(?:directly|privately|personally|outside)\b/,
    /\b(?:my|a)\s+(?:personal|private)\s+(?:email|e-mail|address|number|phone)\b/,
    /\b(?:off|outside(?: of)?)\s+(?:this|the)\s+(?:site|platform|website)\b/,
    /\b(?:off|outside(?: of)?)\s+aeromarket\b/,
  ],
};

/** The warnings a message earns, in the order of SAFETY_WARNINGS; none for most. */
export function safetyWarningsFor(message: string): SafetyWarning[] {
  const text = message.toLowerCase().replace(/\s+/g, " ");
  return SAFETY_WARNINGS.filter((warning) => PATTERNS[warning].some((pattern) => pattern.test(text)));
}

const WARNING_TEXT: Record<SafetyWarning, string> = {
  "bank-change":
    "This message mentions new or changed bank details. That is how deposits are stolen: send nothing until you have phoned your escrow agent at a number you found yourself, never one from a message or an email.",
  wire: "This message mentions wiring money. Never send a deposit to a personal account, or to any account that is not your own escrow agent's.",
  escrow: "This message gives escrow details. Find an escrow agent yourself rather than using one the other side insists on.",
  "gift-card": "This message mentions gift cards. No genuine aircraft sale is paid in gift cards.",
  "off-site": "This message suggests continuing away from AeroMarket. Scammers often ask for that: know who you are dealing with first.",
};

export function safetyWarningText(warning: SafetyWarning): string {
  return WARNING_TEXT[warning];
}
