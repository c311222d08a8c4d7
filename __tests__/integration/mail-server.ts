import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface Mail {
  to: string[];
  raw: string;
}

/** A local mail server (smtp-server) that keeps what it receives. */
export async function startMailServer(port: number) {
  const mails: Mail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk) => (raw += chunk));
      stream.on("end", () => {
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", resolve));
  return { mails, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

/** A received mail as a mail client reads it: headers decoded, the text and HTML parts decoded. */
export const parseMail = (mail: Mail): Promise<ParsedMail> => simpleParser(mail.raw);
