import { operationFigures } from "./operation-figures.server";
import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { mailSignature, type SiteIdentity } from "~/domain/site-identity";
import { env } from "./env.server";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** Extra headers, such as List-Unsubscribe (RFC 8058) on alerts. */
  headers?: Record<string, string>;
};

/** Sends one plain-text email. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export type MailerOptions = {
  /** `smtp://user:pass@host:port` or `smtps://...`; without it mail goes to the outbox. */
  smtpUrl?: string | undefined;
  /** The outbox is `<dataDir>/mail`. */
  dataDir: string;
  /** MAIL_FROM; the default is for the outbox only (env.server.ts asks for MAIL_FROM with SMTP_URL). */
  from?: string | undefined;
  /**
   * Who runs the site and where replies go: each message gets a Reply-To (unless it sets its
   * own) and ends with those lines (mailSignature).
   */
  identity?: { site: SiteIdentity; siteUrl: string } | undefined;
  /**
   * Whether the log line of a message put in the outbox shows its link whole. Off in
   * production: a link in an account email (a confirmation, a password reset, an email
   * change) is a key to the account, and logs are read by more people than mailboxes.
   */
  logLinks?: boolean;
};

const OUTBOX_FROM = "AeroMarket <no-reply@aeromarket.invalid>";
const LINK_PATTERN = /https?:\/\/[^\s<>"]+/g;

/**
 * With an SMTP URL, mail is sent through it. Without one (the embedded default),
 * each message is written as an `.eml` file under `<dataDir>/mail` and one line
 * naming the recipient, subject and link is logged, so a developer can follow it;
 * without `logLinks`, the link's query is left out and the line names the file instead.
 */
export function createMailer({ smtpUrl, dataDir, from = OUTBOX_FROM, identity, logLinks = true }: MailerOptions): Mailer {
  const envelope = (message: MailMessage) => ({ from, ...signed(message, identity) });
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail(envelope(message));
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const outbox = outboxDir(dataDir);
  return {
    async send(message) {
      const info = await transport.sendMail(envelope(message));
      // The messages hold sign-in and recovery links: readable by the app's user only, as the secrets are.
      await mkdir(outbox, { recursive: true, mode: 0o700 });
      const file = path.join(outbox, nextFileName());
      await writeFile(file, info.message, { mode: 0o600 });
      const link = message.text.match(LINK_PATTERN)?.[0];
      if (logLinks) console.info(`Mail to ${message.to}: ${message.subject}: ${link ?? "(no link)"}`);
      else console.info(`Mail to ${message.to}: ${message.subject}: ${link ? `${withoutQuery(link)} (the whole link is in ${file})` : file}`);
    },
  };
}

/** A link with its query (where an email link's token travels) left out. */
function withoutQuery(link: string): string {
  const url = new URL(link);
  return url.search === "" ? link : `${url.origin}${url.pathname}?…`;
}

/** The message with the site's Reply-To (unless it has its own) and its closing lines. */
function signed(message: MailMessage, identity: MailerOptions["identity"]): MailMessage & { replyTo?: string } {
  if (!identity) return message;
  const ownReplyTo = Object.entries(message.headers ?? {}).find(([name]) => name.toLowerCase() === "reply-to")?.[1];
  return {
    ...message,
    text: `${message.text.replace(/\n+$/, "")}\n${mailSignature(identity.site, identity.siteUrl, ownReplyTo)}\n`,
    ...(ownReplyTo === undefined && identity.site.replyTo ? { replyTo: identity.site.replyTo } : {}),
  };
}

let site: Mailer | undefined;

/**
 * The site's one mailer (SMTP_URL, or the outbox in DATA_DIR): account emails and inquiries
 * share its SMTP connections. Outbox links are logged whole only outside production.
 */
export function siteMailer(): Mailer {
  const { smtpUrl, dataDir, mailFrom, site: identity, siteUrl, nodeEnv } = env();
  site ??= countingSends(createMailer({ smtpUrl, dataDir, from: mailFrom, identity: { site: identity, siteUrl }, logLinks: nodeEnv !== "production" }));
  return site;
}

/** Counts the site's emails sent and failed for the metrics. */
function countingSends(mailer: Mailer): Mailer {
  return {
    async send(message) {
      try {
        await mailer.send(message);
        operationFigures.emailsSent++;
      } catch (error) {
        operationFigures.emailsFailed++;
        throw error;
      }
    },
  };
}

export type OutboxMessage = MailMessage & { from: string; replyTo: string | undefined; links: string[]; file: string };

/** The messages in `<dataDir>/mail`, newest first. */
export async function readOutbox(dataDir: string): Promise<OutboxMessage[]> {
  const outbox = outboxDir(dataDir);
  const names = await readdir(outbox).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const files = names.filter((name) => name.endsWith(".eml")).sort().reverse();
  return Promise.all(
    files.map(async (name) => {
      const file = path.join(outbox, name);
      return { ...parseEml(await readFile(file, "utf8")), file };
    }),
  );
}

function outboxDir(dataDir: string) {
  return path.join(dataDir, "mail");
}

let sequence = 0;

/** Names sort by time of writing: milliseconds, then a per-process counter. */
function nextFileName() {
  sequence = (sequence + 1) % 1_000_000;
  return `${String(Date.now()).padStart(15, "0")}-${String(sequence).padStart(6, "0")}-${randomBytes(3).toString("hex")}.eml`;
}

/** Reads the single-part plain-text messages this module writes. */
function parseEml(source: string): Omit<OutboxMessage, "file"> {
  const separator = source.search(/\r?\n\r?\n/);
  const head = separator === -1 ? source : source.slice(0, separator);
  const body = separator === -1 ? "" : source.slice(separator).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const text = decodeBody(body, headers.get("content-transfer-encoding") ?? "7bit");
  return {
    to: (headers.get("to") ?? "").replace(/^.*<([^>]+)>.*$/, "$1"),
    from: decodeHeader(headers.get("from") ?? ""),
    replyTo: headers.get("reply-to")?.replace(/^.*<([^>]+)>.*$/, "$1"),
    subject: decodeHeader(headers.get("subject") ?? ""),
    text,
    links: text.match(LINK_PATTERN) ?? [],
  };
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case "quoted-printable":
      return decodeQuotedPrintable(body);
    case "base64":
      return Buffer.from(body, "base64").toString("utf8");
    default:
      return body;
  }
}

function decodeQuotedPrintable(input: string): string {
  const joined = input.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    const char = joined[index] ?? "";
    const hex = joined.slice(index + 1, index + 3);
    if (char === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?...?=` and `=?UTF-8?B?...?=`). */
function decodeHeader(value: string): string {
  return value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*/g, (_match, _charset: string, kind: string, data: string) =>
    kind.toUpperCase() === "B"
      ? Buffer.from(data, "base64").toString("utf8")
      : decodeQuotedPrintable(data.replace(/_/g, " ")),
  );
}
