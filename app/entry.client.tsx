import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadPageCatalogue } from "./i18n-load.client.ts";
import { noteTypedFields } from "./typed-before-hydration.ts";

// The page's texts must be there before React hydrates what the server rendered with them.
void loadPageCatalogue().then(() => {
  noteTypedFields();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
