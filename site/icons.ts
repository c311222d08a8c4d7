/**
 * The icons the site can draw (src/components/ui/icon.tsx has one path for each): the data check
 * refuses any other name in data/, naming the file, the entry and the field.
 */
export const ICONS = [
  "lightning", "palette", "shield", "chart", "brain", "cloud", "code", "mobile", "database", "lock",
  "refresh", "chip", "building", "cog", "layers", "wrench", "users", "network", "check", "heart",
  "globe", "book", "calendar", "baby", "laptop", "trending", "dollar", "mail", "phone", "chat",
  "pin", "clock", "star", "rocket", "target", "handshake", "support",
] as const;
