import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "react-router";
import type { PageLoadContext } from "../server/http/page-context.ts";

declare module "react-router" {
  // The load context Fastify hands to every loader and action (server/http/pages.ts);
  // declaration merging needs an interface, so it has no members of its own.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends PageLoadContext {}
}

/** Loader and action arguments with our load context typed (React Router defaults it to any). */
export type LoaderArgs = LoaderFunctionArgs<AppLoadContext>;
export type ActionArgs = ActionFunctionArgs<AppLoadContext>;
