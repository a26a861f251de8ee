/**
 * The emails of a sample listing's conversation, whose seller is made up: the team's answer
 * to the buyer, and the note to SUPPORT_EMAIL that a buyer is waiting. Both send the reader
 * to the conversation, where the answer is kept, rather than asking for a reply by email.
 */

/** The team's answer, to the buyer: `claim` is a guest's link to add the conversation to an account. */
export function sampleAnswerMail(aircraft: string, answer: string, links: { thread: string; claim: string | null }): { subject: string; text: string } {
  return {
    subject: `AeroMarket's team answered about the ${aircraft}`,
    text: [
      `The ${aircraft} is a sample listing: its seller is made up, so AeroMarket's team answers for it.`,
      "",
      answer,
      "",
      links.claim
        ? `To read the conversation and reply there, open this link and sign in or register: ${links.claim}`
        : `Read the conversation and reply on AeroMarket: ${links.thread}`,
    ].join("\n"),
  };
}

/** To SUPPORT_EMAIL: a buyer wrote in a sample listing's conversation; the answer is written in the console. */
export function sampleInquiryNotice(message: { aircraft: string; buyerName: string; body: string }, consoleUrl: string): { subject: string; text: string } {
  return {
    subject: `A buyer wrote about the sample listing ${message.aircraft}`,
    text: [
      `${message.buyerName} wrote about the sample listing ${message.aircraft}:`,
      "",
      message.body,
      "",
      `Answer in the operator console, so the answer reaches the buyer's conversation and their email: ${consoleUrl}`,
    ].join("\n"),
  };
}
