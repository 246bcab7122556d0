import {
  createContext,
  startTransition,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import type { CurrentUser, LoginInput, RegisterInput } from "@alicerce/shared/schemas/auth";
import type { LoginResponse, SignedIn, TwoFactorLoginInput } from "@alicerce/shared/schemas/two-factor";
import { onUnauthenticated } from "@/lib/api-client";
import { lightCall } from "./light-call";

type AuthContextValue = {
  user: CurrentUser | null;
  /** True until the first session check ends (docs/product/accounts.md#session-states: loading starts true). */
  loading: boolean;
  /** Signs in, or (two-factor on) answers `two_factor_required` for `completeTwoFactor`. */
  login(input: LoginInput): Promise<LoginResponse>;
  /** The login's second step: the authenticator app's code or a recovery code. */
  completeTwoFactor(input: TwoFactorLoginInput): Promise<SignedIn>;
  /** A login that ended signed in elsewhere ("Entrar com passkey", loaded on use). */
  acceptLogin(answer: SignedIn): void;
  /**
   * This login's account should turn two-factor on (admins, verified legal users): the dashboard
   * asks once per login until they do (docs/product/accounts.md#two-factor).
   */
  twoFactorSuggested: boolean;
  dismissTwoFactorSuggestion(): void;
  register(input: RegisterInput): Promise<{ user: CurrentUser; verificationRequired: boolean }>;
  /**
   * Ends the session. `then` (e.g. a navigation) runs in the same transition that clears the
   * user, so both show up in one render.
   */
  logout(then?: () => void): Promise<void>;
  /**
   * The user after a change saved elsewhere (name, avatar on "Minha Conta"), so the header shows it;
   * null when the server ended this browser's session on another page's action (undoing an e-mail change).
   */
  replaceUser(user: CurrentUser | null): void;
};

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<CurrentUser | null>(null);
  const [loading, setLoading] = useState(true);
  const [twoFactorSuggested, setTwoFactorSuggested] = useState(false);
  // From "Sair" until the next login the server has ended the session, so any other request of the
  // screen (a poll, the realtime socket's last call) may answer 401. Clearing the user then would
  // let the dashboard redirect to /login ahead of the logout's own navigation; the logout clears it.
  const leaving = useRef(false);

  useEffect(() => {
    let cancelled = false;
    lightCall("/api/auth/session", "get")
      .then((r) => !cancelled && setUser(r.user))
      .catch((err) => {
        // docs/product/accounts.md#current-user: a failed profile read is logged and the visitor treated as logged out.
        console.error("Erro ao carregar a sessão:", err);
      })
      .finally(() => !cancelled && setLoading(false));
    const stop = onUnauthenticated(() => {
      if (!leaving.current) setUser(null);
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, []);

  const signedIn = useCallback((answer: SignedIn) => {
    leaving.current = false;
    setTwoFactorSuggested(answer.suggest_two_factor);
    setUser(answer.user);
  }, []);

  const login = useCallback(
    async (input: LoginInput) => {
      const r = await lightCall("/api/auth/login", "post", input);
      if ("user" in r) signedIn(r);
      return r;
    },
    [signedIn],
  );

  const completeTwoFactor = useCallback(
    async (input: TwoFactorLoginInput) => {
      const r = await lightCall("/api/auth/login/two-factor", "post", input);
      signedIn(r);
      return r;
    },
    [signedIn],
  );

  const dismissTwoFactorSuggestion = useCallback(() => setTwoFactorSuggested(false), []);

  const register = useCallback(async (input: RegisterInput) => {
    const r = await lightCall("/api/auth/register", "post", input);
    leaving.current = false;
    if (!r.verificationRequired) setUser(r.user);
    return r;
  }, []);

  const logout = useCallback(async (then?: () => void) => {
    leaving.current = true;
    try {
      await lightCall("/api/auth/logout", "post");
    } catch (err) {
      // docs/product/accounts.md#session-states: logout only logs errors; the local session is dropped either way.
      console.error("Erro ao sair:", err);
    }
    // react-router applies navigations as transitions. Clearing the user on its own would render
    // first, and the dashboard, still on screen, would redirect to /login over the navigation.
    startTransition(() => {
      setUser(null);
      setTwoFactorSuggested(false);
      then?.();
    });
    // `leaving` stays set until the next login: the navigation may still be loading its screen when
    // that last call answers.
  }, []);

  const value = useMemo(
    () => ({
      user,
      loading,
      login,
      completeTwoFactor,
      acceptLogin: signedIn,
      twoFactorSuggested,
      dismissTwoFactorSuggestion,
      register,
      logout,
      replaceUser: setUser,
    }),
    [
      user,
      loading,
      login,
      completeTwoFactor,
      signedIn,
      twoFactorSuggested,
      dismissTwoFactorSuggestion,
      register,
      logout,
    ],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const context = use(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}
