export const accountKeys = {
  all: ["account"] as const,
  settings: () => ["account", "settings"] as const,
  preferences: () => ["account", "notification-preferences"] as const,
  sessions: () => ["account", "sessions"] as const,
  twoFactor: () => ["account", "two-factor"] as const,
  passkeys: () => ["account", "passkeys"] as const,
  dataExports: () => ["account", "data-exports"] as const,
};
