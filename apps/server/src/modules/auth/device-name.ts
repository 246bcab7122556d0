/**
 * A person's name for the browser of a session ("Chrome no Windows"), read from its user agent.
 * Only a label for "Sessões ativas" and the security e-mails: user agents are whatever the client
 * sends, so nothing may rely on it. Order matters: Edge and Opera also say "Chrome", Chrome also
 * says "Safari", Android also says "Linux", iOS browsers say "Mac OS X".
 */
const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, "Edge"],
  [/OPR\/(\d+)|Opera/, "Opera"],
  [/SamsungBrowser\/(\d+)/, "Samsung Internet"],
  [/Firefox\/(\d+)|FxiOS\/(\d+)/, "Firefox"],
  [/Chrome\/(\d+)|CriOS\/(\d+)|Chromium\/(\d+)/, "Chrome"],
  // Safari's own version is in "Version/18.1", its "Safari/605" is WebKit's build.
  [/Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\/|Safari\//, "Safari"],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

export const UNKNOWN_DEVICE = "Navegador desconhecido";

function describe(userAgent: string | null | undefined, withVersion: boolean): string {
  if (!userAgent) return UNKNOWN_DEVICE;
  let browser: string | undefined;
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (!match) continue;
    const version = match.slice(1).find((group) => group !== undefined);
    browser = withVersion && version ? `${name} ${version}` : name;
    break;
  }
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} no ${system}`;
  return browser ?? (system ? `Navegador no ${system}` : UNKNOWN_DEVICE);
}

/** "Chrome no Linux": the sessions list's label. */
export const deviceName = (userAgent: string | null | undefined): string => describe(userAgent, false);

/** "Chrome 131 no Linux": the security e-mails name the browser with its major version. */
export const browserName = (userAgent: string | null | undefined): string => describe(userAgent, true);
