import type { Plugin } from "vite";

/** react-router's bundled module, whichever build (development/production) and chunk hash. */
const REACT_ROUTER_CHUNK = /node_modules\/react-router\/dist\/[^/]+\/chunk-[A-Z0-9]+\.mjs$/;
/** A component made by a React wrapper at module level: `var NavLink = React10.forwardRef(`. */
const WRAPPED_COMPONENT = /^(var \w+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;
/** Its name for React DevTools, set at module level: `NavLink.displayName = "NavLink";`. */
const DISPLAY_NAME = /^\w+\.displayName = "[^"]*";$/gm;

/**
 * Marks react-router's module-level `forwardRef`/`memo`/`createContext` calls as pure, so the
 * bundler can drop the components the app never renders (`<Form>`, `<NavLink>`, the framework-mode
 * and RSC pieces). Without the mark it must keep them, with everything they call, in the entry
 * chunk every page downloads first: react-router is one module, so whatever is kept of it is kept
 * for `/login` too (decision 056). The calls have no effect besides creating the value.
 */
export function pureComponentWrappers(): Plugin {
  return {
    name: "alicerce-pure-component-wrappers",
    apply: "build",
    transform: {
      filter: { id: REACT_ROUTER_CHUNK },
      handler(code) {
        const marked = code.replace(WRAPPED_COMPONENT, "$1/* @__PURE__ */ $2").replace(DISPLAY_NAME, "");
        return marked === code ? null : { code: marked, map: null };
      },
    },
  };
}
