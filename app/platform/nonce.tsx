import { createContext, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext.Provider;
/** The CSP nonce on the server; undefined in the browser, which hides nonces from scripts anyway. */
export const useNonce = () => useContext(NonceContext);
