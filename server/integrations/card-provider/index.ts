import type { AppConfig } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { localCardProvider } from "./local-adapter.ts";
import type { CardProviderPort } from "./port.ts";

export type {
  AuthorizationCode,
  AuthorizeRequest,
  AuthorizeResult,
  CaptureResult,
  CardProviderPort,
  CardTokenObject,
  TokenizeResponse,
  VoidResult,
} from "./port.ts";
export { AUTHORIZATION_CODES } from "./port.ts";
export { CARD_RESULT_CODES, type CardResultCode } from "./result-codes.ts";
export { cardProviderRoutes, CARD_TOKENS_PATH } from "./routes.ts";

export function createCardProvider(config: AppConfig["providers"]["card"], db: Db): CardProviderPort {
  return localCardProvider(db, { tokenTtlMs: config.tokenTtlMs });
}
