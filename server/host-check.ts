import type { RequestHandler } from "express";

/** Host names that only this machine can send: health checks and a proxy on the same host. */
const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d+)?$/i;

/**
 * Refuses a request whose `Host` is not the site's own (SITE_URL, or an ALLOWED_ORIGINS host) nor
 * a loopback name, with 421 Misdirected Request: a page on another name pointed at this server's
 * address (DNS rebinding) then cannot pass the cross-site check by naming its own host, and the
 * site's pages are never served under a stranger's name. Health checks pass whatever their Host (a
 * load balancer asks by address). With no hosts configured (SITE_URL unset) every Host passes.
 */
export function checkHost(siteHosts: readonly string[]): RequestHandler {
  const allowed = new Set(siteHosts.map((host) => host.toLowerCase()));
  return (req, res, next) => {
    const host = (req.headers.host ?? "").toLowerCase();
    if (!allowed.size || allowed.has(host) || LOOPBACK.test(host)) return next();
    if (req.path === "/healthz" || req.path === "/readyz") return next();
    req.log.info({ event: "bad-host", host: host.slice(0, 100) }, "request for another host refused");
    res.setHeader("Cache-Control", "no-store");
    if (req.headers["content-length"] || req.headers["transfer-encoding"]) res.setHeader("Connection", "close");
    res.status(421).type("text/plain").send("Misdirected Request: this server does not serve that host.");
  };
}

/** The hosts of SITE_URL and ALLOWED_ORIGINS, as a `Host` header names them. */
export function siteHosts(siteUrl: string | undefined, allowedOrigins: readonly string[]): string[] {
  if (!siteUrl) return [];
  return [siteUrl, ...allowedOrigins].map((origin) => new URL(origin).host);
}
