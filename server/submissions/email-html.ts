import escapeHtml from "escape-html";
import { theme } from "../../content-model/theme";

/**
 * The emails' HTML, in the site's colours and type: what common mail clients render (Gmail,
 * Outlook's Word engine, Apple Mail) is tables for layout and inline styles, no <style> block, no
 * web fonts, no images (which many clients block), 600 px wide at most and fluid below. Every
 * value is escaped here; callers hand over plain text.
 */
export interface EmailContent {
  /** The page title and, hidden, the preview line clients show after the subject. */
  title: string;
  preview: string;
  /** The band at the top (the company's name) and the heading under it. */
  brand: string;
  heading: string;
  paragraphs: string[];
  /** The short reference, shown large enough to read out. */
  reference: { label: string; value: string };
  /** Labelled values, one to a row (the company's notification). */
  rows?: [string, string][];
  /** Smaller print at the end: retention, rights, signature. */
  footer: string[];
}

const { colors, fonts } = theme;
const FONT = `font-family:${fonts.body.replace(/"/g, "'")};`;
const MONO = `font-family:${fonts.mono};`;
const text = (value: string) => escapeHtml(value).replace(/\r?\n/g, "<br>");
const cell = (style: string, content: string) => `<tr><td style="${style}">${content}</td></tr>`;

export function emailHtml(content: EmailContent): string {
  const rows = content.rows?.length
    ? cell(
        "padding:8px 24px 16px;",
        `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;">${content.rows
          .map(
            ([label, value]) =>
              `<tr><th scope="row" align="left" valign="top" style="${FONT}padding:10px 12px 10px 0;border-bottom:1px solid ${colors.border};color:${colors.muted};font-size:14px;font-weight:600;width:34%;">${text(label)}</th><td valign="top" style="${FONT}padding:10px 0;border-bottom:1px solid ${colors.border};color:${colors.ink};font-size:15px;line-height:1.5;word-break:break-word;">${text(value)}</td></tr>`,
          )
          .join("")}</table>`,
      )
    : "";
  return [
    "<!DOCTYPE html>",
    `<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light only"><title>${text(content.title)}</title></head>`,
    `<body style="margin:0;padding:0;background-color:${colors.surfaceAlt};">`,
    `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">${text(content.preview)}</div>`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${colors.surfaceAlt};"><tr><td align="center" style="padding:24px 12px;">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:${colors.surface};border:1px solid ${colors.border};border-radius:12px;">`,
    cell(
      `${FONT}background-color:${colors.primaryDark};background-image:${theme.gradients.night};border-radius:12px 12px 0 0;padding:20px 24px;color:${colors.inverse};font-size:20px;font-weight:700;letter-spacing:0.2px;`,
      text(content.brand),
    ),
    cell(
      `${FONT}padding:28px 24px 4px;color:${colors.ink};font-size:22px;line-height:1.3;font-weight:700;`,
      `<h1 style="${FONT}margin:0;font-size:22px;line-height:1.3;">${text(content.heading)}</h1>`,
    ),
    cell(
      `${FONT}padding:12px 24px 4px;color:${colors.ink};font-size:16px;line-height:1.6;`,
      content.paragraphs.map((paragraph) => `<p style="margin:0 0 14px;">${text(paragraph)}</p>`).join(""),
    ),
    cell(
      "padding:4px 24px 20px;",
      `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="background-color:${colors.primarySoft};border-radius:8px;"><tr><td style="padding:12px 18px;"><div style="${FONT}color:${colors.primaryDark};font-size:13px;">${text(content.reference.label)}</div><div style="${MONO}color:${colors.primaryDark};font-size:24px;line-height:1.3;font-weight:700;letter-spacing:2px;">${text(content.reference.value)}</div></td></tr></table>`,
    ),
    rows,
    cell(
      `${FONT}padding:16px 24px 24px;border-top:1px solid ${colors.border};color:${colors.muted};font-size:14px;line-height:1.6;`,
      content.footer.map((line) => `<p style="margin:0 0 8px;">${text(line)}</p>`).join(""),
    ),
    "</table>",
    "</td></tr></table>",
    "</body></html>",
  ].join("\n");
}
